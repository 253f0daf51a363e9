import type { ComponentPropsWithRef } from 'react'
import * as RadixTabs from '@radix-ui/react-tabs'
import { cx } from './cx'
import * as styles from './Tabs.css'

/** Radix Tabs (arrow-key navigation, roles tablist/tab/tabpanel) with the storefront's styles. */
export function Tabs({ className, ...props }: ComponentPropsWithRef<typeof RadixTabs.Root>) {
  return <RadixTabs.Root className={cx(styles.root, className)} {...props} />
}

export function TabsList({ className, ...props }: ComponentPropsWithRef<typeof RadixTabs.List>) {
  return <RadixTabs.List className={cx(styles.list, className)} {...props} />
}

export function TabsTrigger({ className, ...props }: ComponentPropsWithRef<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={cx(styles.trigger, className)} {...props} />
}

export function TabsContent({ className, ...props }: ComponentPropsWithRef<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cx(styles.content, className)} {...props} />
}
