/** The id of the `<script type="application/json">` in which a server-rendered page carries its data. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state'
