import type { Palette } from './palette'

/**
 * Simple flat drawings of goods, each in a 240 × 300 box standing on y = 300.
 * Only shapes and palette colours: no text, nothing taken from the request.
 */
type Draw = (p: Palette) => string

const PICTOGRAMS = {
  pump: (p) =>
    `<rect x="100" y="20" width="40" height="26" rx="4" fill="${p.dark}"/><rect x="128" y="24" width="48" height="11" rx="5" fill="${p.dark}"/>` +
    `<rect x="108" y="44" width="24" height="32" fill="${p.dark}"/><rect x="55" y="75" width="130" height="225" rx="28" fill="${p.main}"/>` +
    `<rect x="75" y="150" width="90" height="90" rx="10" fill="${p.light}"/><rect x="90" y="178" width="60" height="9" rx="4" fill="${p.accent}"/>` +
    `<rect x="90" y="198" width="44" height="7" rx="3" fill="${p.main}" opacity=".5"/>`,
  tube: (p) =>
    `<rect x="66" y="14" width="108" height="16" rx="3" fill="${p.dark}"/><path d="M70 26H170L158 240H82Z" fill="${p.main}"/>` +
    `<rect x="88" y="236" width="64" height="64" rx="9" fill="${p.dark}"/><rect x="94" y="80" width="52" height="100" rx="8" fill="${p.light}"/>` +
    `<rect x="104" y="110" width="32" height="8" rx="4" fill="${p.accent}"/>`,
  lipstick: (p) =>
    `<path d="M96 132V72Q96 42 144 30V132Z" fill="${p.accent}"/><rect x="86" y="128" width="68" height="48" rx="5" fill="${p.light}"/>` +
    `<rect x="78" y="172" width="84" height="128" rx="9" fill="${p.dark}"/><rect x="90" y="200" width="12" height="80" rx="6" fill="${p.main}"/>`,
  pillBottle: (p) =>
    `<rect x="70" y="30" width="100" height="52" rx="10" fill="${p.dark}"/><rect x="55" y="78" width="130" height="222" rx="22" fill="${p.main}"/>` +
    `<rect x="55" y="140" width="130" height="100" fill="${p.light}"/><rect x="90" y="176" width="60" height="28" rx="14" fill="${p.accent}"/>` +
    `<rect x="120" y="176" width="30" height="28" rx="14" fill="${p.main}"/>`,
  dropper: (p) =>
    `<path d="M108 92L120 36L132 92Z" fill="${p.dark}"/><rect x="98" y="88" width="44" height="54" rx="6" fill="${p.dark}"/>` +
    `<rect x="72" y="138" width="96" height="162" rx="22" fill="${p.main}"/><rect x="88" y="190" width="64" height="64" rx="8" fill="${p.light}"/>` +
    `<path d="M190 56q-16 24 0 34q16-10 0-34Z" fill="${p.accent}"/>`,
  diaper: (p) =>
    `<path d="M92 64q28-48 56 0" stroke="${p.dark}" stroke-width="11" fill="none"/><rect x="35" y="60" width="170" height="240" rx="30" fill="${p.main}"/>` +
    `<circle cx="120" cy="175" r="54" fill="${p.light}"/><circle cx="104" cy="168" r="6" fill="${p.dark}"/><circle cx="136" cy="168" r="6" fill="${p.dark}"/>` +
    `<path d="M102 190q18 16 36 0" stroke="${p.accent}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  can: (p) =>
    `<rect x="35" y="62" width="170" height="218" fill="${p.main}"/><ellipse cx="120" cy="280" rx="85" ry="20" fill="${p.main}"/>` +
    `<ellipse cx="120" cy="62" rx="85" ry="20" fill="${p.dark}"/><rect x="35" y="130" width="170" height="94" fill="${p.light}"/>` +
    `<circle cx="120" cy="177" r="30" fill="${p.accent}"/>`,
  babyBottle: (p) =>
    `<path d="M100 74Q120 6 140 74Z" fill="${p.accent}"/><rect x="80" y="70" width="80" height="32" rx="6" fill="${p.dark}"/>` +
    `<rect x="74" y="100" width="92" height="200" rx="30" fill="${p.main}"/>` +
    `<rect x="86" y="140" width="22" height="5" rx="2" fill="${p.light}"/><rect x="86" y="175" width="30" height="5" rx="2" fill="${p.light}"/>` +
    `<rect x="86" y="210" width="22" height="5" rx="2" fill="${p.light}"/><rect x="86" y="245" width="30" height="5" rx="2" fill="${p.light}"/>`,
  box: (p) =>
    `<path d="M30 92L72 56H222L180 92Z" fill="${p.accent}"/><path d="M180 92L222 56V264L180 300Z" fill="${p.dark}"/>` +
    `<rect x="30" y="92" width="150" height="208" fill="${p.main}"/><rect x="50" y="132" width="110" height="92" rx="10" fill="${p.light}"/>` +
    `<circle cx="105" cy="178" r="24" fill="${p.accent}"/>`,
  cup: (p) =>
    `<path d="M90 40q-14 18 0 36M120 30q-14 18 0 36M150 40q-14 18 0 36" stroke="${p.accent}" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    `<path d="M186 150q46 4 32 60q-10 26-38 26" stroke="${p.dark}" stroke-width="14" fill="none"/>` +
    `<path d="M48 112H192L176 278Q174 300 150 300H90Q66 300 64 278Z" fill="${p.main}"/><rect x="56" y="150" width="128" height="26" fill="${p.light}"/>`,
  sauceBottle: (p) =>
    `<rect x="100" y="18" width="40" height="32" rx="5" fill="${p.accent}"/><path d="M104 48H136L152 110H88Z" fill="${p.main}"/>` +
    `<rect x="70" y="104" width="100" height="196" rx="18" fill="${p.main}"/><rect x="82" y="160" width="76" height="84" rx="6" fill="${p.light}"/>` +
    `<circle cx="120" cy="202" r="20" fill="${p.dark}"/>`,
  pot: (p) =>
    `<rect x="100" y="58" width="40" height="18" rx="9" fill="${p.dark}"/><path d="M40 132Q120 40 200 132Z" fill="${p.dark}"/>` +
    `<rect x="30" y="120" width="180" height="166" rx="40" fill="${p.main}"/><rect x="78" y="190" width="84" height="54" rx="10" fill="${p.light}"/>` +
    `<circle cx="120" cy="217" r="12" fill="${p.accent}"/><rect x="52" y="282" width="30" height="18" rx="6" fill="${p.dark}"/>` +
    `<rect x="158" y="282" width="30" height="18" rx="6" fill="${p.dark}"/>`,
  pan: (p) =>
    `<rect x="168" y="188" width="76" height="22" rx="11" fill="${p.dark}" transform="rotate(-12 168 199)"/>` +
    `<circle cx="100" cy="206" r="90" fill="${p.dark}"/><circle cx="100" cy="206" r="74" fill="${p.main}"/>` +
    `<circle cx="78" cy="184" r="18" fill="${p.light}" opacity=".6"/>`,
  spray: (p) =>
    `<path d="M80 40H168L192 72H150L146 92H96Z" fill="${p.dark}"/><path d="M112 92q-22 26-4 46" stroke="${p.dark}" stroke-width="12" fill="none"/>` +
    `<rect x="100" y="88" width="40" height="34" fill="${p.dark}"/><path d="M74 120H166L176 300H64Z" fill="${p.main}"/>` +
    `<rect x="88" y="170" width="64" height="80" rx="8" fill="${p.light}"/><circle cx="206" cy="58" r="6" fill="${p.accent}"/>` +
    `<circle cx="222" cy="72" r="4" fill="${p.accent}"/>`,
  drawers: (p) =>
    [60, 140, 220]
      .map(
        (y, index) =>
          `<rect x="30" y="${y}" width="180" height="76" rx="8" fill="${index === 1 ? p.accent : p.main}"/><rect x="95" y="${y + 30}" width="50" height="14" rx="7" fill="${p.light}"/>`,
      )
      .join(''),
  shirt: (p) =>
    `<path d="M72 56L28 90L50 144L76 128V296H164V128L190 144L212 90L168 56Q120 92 72 56Z" fill="${p.main}"/>` +
    `<path d="M96 62Q120 84 144 62" stroke="${p.dark}" stroke-width="9" fill="none"/><rect x="132" y="150" width="24" height="28" rx="4" fill="${p.light}"/>`,
  shoe: (p) =>
    `<path d="M26 228Q26 176 68 166L112 152Q140 196 192 206Q222 212 222 244V262H26Z" fill="${p.main}"/>` +
    `<rect x="20" y="258" width="208" height="24" rx="11" fill="${p.dark}"/>` +
    `<path d="M92 178L112 170M100 192L122 182M110 206L134 194" stroke="${p.light}" stroke-width="7" stroke-linecap="round"/>`,
  bag: (p) =>
    `<path d="M82 114V84Q120 34 158 84V114" stroke="${p.dark}" stroke-width="14" fill="none"/><path d="M40 110H200L216 296H24Z" fill="${p.main}"/>` +
    `<path d="M40 110H200L190 170H50Z" fill="${p.dark}" opacity=".35"/><rect x="106" y="158" width="28" height="24" rx="5" fill="${p.accent}"/>`,
  watch: (p) =>
    `<rect x="90" y="18" width="60" height="96" rx="10" fill="${p.dark}"/><rect x="90" y="206" width="60" height="94" rx="10" fill="${p.dark}"/>` +
    `<rect x="186" y="150" width="16" height="22" rx="4" fill="${p.dark}"/><circle cx="120" cy="160" r="72" fill="${p.main}"/>` +
    `<circle cx="120" cy="160" r="56" fill="${p.light}"/><path d="M120 160V118M120 160L150 176" stroke="${p.dark}" stroke-width="7" stroke-linecap="round"/>` +
    `<circle cx="120" cy="160" r="6" fill="${p.accent}"/>`,
  camera: (p) =>
    `<path d="M70 114L86 82H154L170 114Z" fill="${p.dark}"/><rect x="20" y="110" width="200" height="144" rx="18" fill="${p.main}"/>` +
    `<circle cx="120" cy="182" r="54" fill="${p.dark}"/><circle cx="120" cy="182" r="36" fill="${p.light}"/><circle cx="120" cy="182" r="17" fill="${p.accent}"/>` +
    `<rect x="176" y="126" width="28" height="14" rx="4" fill="${p.light}"/>`,
  headphones: (p) =>
    `<path d="M52 190V150Q120 20 188 150V190" stroke="${p.main}" stroke-width="18" fill="none"/>` +
    `<rect x="26" y="166" width="56" height="100" rx="22" fill="${p.dark}"/><rect x="158" y="166" width="56" height="100" rx="22" fill="${p.dark}"/>` +
    `<rect x="70" y="180" width="14" height="72" rx="7" fill="${p.accent}"/><rect x="156" y="180" width="14" height="72" rx="7" fill="${p.accent}"/>`,
  hairdryer: (p) =>
    `<rect x="72" y="140" width="46" height="150" rx="18" fill="${p.main}" transform="rotate(-8 95 215)"/>` +
    `<rect x="26" y="76" width="156" height="86" rx="43" fill="${p.main}"/><rect x="172" y="92" width="46" height="54" rx="9" fill="${p.dark}"/>` +
    `<circle cx="70" cy="119" r="26" fill="${p.light}"/><circle cx="96" cy="200" r="9" fill="${p.accent}"/>`,
  gamepad: (p) =>
    `<rect x="18" y="130" width="204" height="112" rx="56" fill="${p.main}"/>` +
    `<path d="M62 176H78V160H94V176H110V192H94V208H78V192H62Z" fill="${p.light}"/>` +
    `<circle cx="160" cy="172" r="11" fill="${p.accent}"/><circle cx="184" cy="196" r="11" fill="${p.dark}"/>`,
  robot: (p) =>
    `<path d="M120 40V20" stroke="${p.dark}" stroke-width="6"/><circle cx="120" cy="16" r="9" fill="${p.accent}"/>` +
    `<rect x="74" y="38" width="92" height="74" rx="14" fill="${p.main}"/><circle cx="102" cy="74" r="10" fill="${p.light}"/><circle cx="138" cy="74" r="10" fill="${p.light}"/>` +
    `<rect x="58" y="120" width="124" height="110" rx="16" fill="${p.dark}"/><rect x="92" y="146" width="56" height="40" rx="8" fill="${p.light}"/>` +
    `<rect x="30" y="128" width="22" height="84" rx="11" fill="${p.main}"/><rect x="188" y="128" width="22" height="84" rx="11" fill="${p.main}"/>` +
    `<rect x="78" y="228" width="30" height="72" rx="8" fill="${p.main}"/><rect x="132" y="228" width="30" height="72" rx="8" fill="${p.main}"/>`,
  blocks: (p) =>
    `<rect x="28" y="204" width="92" height="96" rx="8" fill="${p.main}"/><rect x="120" y="204" width="92" height="96" rx="8" fill="${p.accent}"/>` +
    `<rect x="74" y="110" width="92" height="94" rx="8" fill="${p.dark}"/>` +
    [44, 84, 136, 176].map((x) => `<rect x="${x}" y="192" width="22" height="14" rx="3" fill="${p.light}"/>`).join('') +
    [90, 130].map((x) => `<rect x="${x}" y="98" width="22" height="14" rx="3" fill="${p.light}"/>`).join(''),
  cards: (p) =>
    [
      [-16, p.dark],
      [0, p.accent],
      [16, p.main],
    ]
      .map(
        ([angle, colour]) =>
          `<rect x="70" y="70" width="100" height="150" rx="12" fill="${colour}" stroke="${p.light}" stroke-width="6" transform="rotate(${angle} 120 300)"/>`,
      )
      .join('') +
    `<path d="M120 118L130 140L154 142L136 158L142 182L120 170L98 182L104 158L86 142L110 140Z" fill="${p.light}" transform="rotate(16 120 300)"/>`,
  knife: (p) =>
    `<path d="M120 18Q162 60 150 190H104V40Q104 24 120 18Z" fill="${p.light}" stroke="${p.dark}" stroke-width="5"/>` +
    `<rect x="98" y="186" width="58" height="12" rx="4" fill="${p.accent}"/><rect x="104" y="196" width="46" height="104" rx="12" fill="${p.dark}"/>` +
    `<circle cx="127" cy="226" r="5" fill="${p.light}"/><circle cx="127" cy="266" r="5" fill="${p.light}"/>`,
  flask: (p) =>
    `<rect x="84" y="14" width="72" height="42" rx="10" fill="${p.dark}"/><rect x="80" y="54" width="80" height="14" fill="${p.accent}"/>` +
    `<rect x="74" y="66" width="92" height="234" rx="30" fill="${p.main}"/><rect x="92" y="90" width="14" height="180" rx="7" fill="${p.light}" opacity=".7"/>`,
  toaster: (p) =>
    `<rect x="70" y="70" width="18" height="40" rx="4" fill="${p.accent}"/><rect x="150" y="70" width="18" height="40" rx="4" fill="${p.accent}"/>` +
    `<rect x="24" y="100" width="192" height="176" rx="34" fill="${p.main}"/><rect x="52" y="96" width="54" height="12" rx="6" fill="${p.dark}"/>` +
    `<rect x="134" y="96" width="54" height="12" rx="6" fill="${p.dark}"/><circle cx="186" cy="226" r="14" fill="${p.light}"/>` +
    `<rect x="40" y="276" width="28" height="24" rx="5" fill="${p.dark}"/><rect x="172" y="276" width="28" height="24" rx="5" fill="${p.dark}"/>`,
  airPurifier: (p) =>
    `<rect x="54" y="28" width="132" height="272" rx="22" fill="${p.main}"/>` +
    [70, 92, 114, 136, 158, 180].map((y) => `<rect x="78" y="${y}" width="84" height="8" rx="4" fill="${p.dark}" opacity=".5"/>`).join('') +
    `<circle cx="120" cy="246" r="20" fill="${p.light}"/><circle cx="120" cy="246" r="8" fill="${p.accent}"/>`,
  vacuum: (p) =>
    `<rect x="140" y="18" width="56" height="30" rx="12" fill="${p.dark}"/><rect x="150" y="40" width="40" height="90" rx="14" fill="${p.main}"/>` +
    `<rect x="162" y="126" width="16" height="150" rx="8" fill="${p.dark}"/><path d="M60 268H196Q206 268 206 280V300H50V280Q50 268 60 268Z" fill="${p.main}"/>` +
    `<rect x="158" y="66" width="24" height="36" rx="8" fill="${p.accent}"/>`,
  stroller: (p) =>
    `<path d="M60 150Q60 60 150 60V150Z" fill="${p.main}"/><rect x="52" y="146" width="140" height="62" rx="20" fill="${p.dark}"/>` +
    `<path d="M186 150L214 90" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>` +
    `<circle cx="80" cy="262" r="30" fill="${p.dark}"/><circle cx="80" cy="262" r="12" fill="${p.light}"/>` +
    `<circle cx="170" cy="262" r="30" fill="${p.dark}"/><circle cx="170" cy="262" r="12" fill="${p.light}"/><path d="M90 206L80 240M160 206L170 240" stroke="${p.main}" stroke-width="9"/>`,
  thermometer: (p) =>
    `<rect x="92" y="20" width="56" height="210" rx="28" fill="${p.main}"/><rect x="104" y="50" width="32" height="56" rx="6" fill="${p.light}"/>` +
    `<rect x="110" y="68" width="20" height="8" rx="3" fill="${p.dark}"/><circle cx="120" cy="150" r="12" fill="${p.accent}"/>` +
    `<path d="M110 228H130L124 300H116Z" fill="${p.dark}"/>`,
  glasses: (p) =>
    `<path d="M22 150Q60 120 94 150M146 150Q180 120 218 150" stroke="${p.dark}" stroke-width="9" fill="none"/>` +
    `<rect x="28" y="150" width="80" height="64" rx="26" fill="${p.light}" stroke="${p.dark}" stroke-width="11"/>` +
    `<rect x="132" y="150" width="80" height="64" rx="26" fill="${p.light}" stroke="${p.dark}" stroke-width="11"/>` +
    `<path d="M108 170Q120 158 132 170" stroke="${p.dark}" stroke-width="9" fill="none"/>`,
  shaver: (p) =>
    `<rect x="64" y="30" width="112" height="62" rx="16" fill="${p.dark}"/>` +
    [82, 106, 130, 154].map((x) => `<rect x="${x - 8}" y="40" width="16" height="42" rx="6" fill="${p.light}"/>`).join('') +
    `<path d="M74 92H166L156 300H84Z" fill="${p.main}"/><circle cx="120" cy="176" r="16" fill="${p.accent}"/>`,
  toothbrush: (p) =>
    `<rect x="104" y="18" width="32" height="60" rx="10" fill="${p.light}" stroke="${p.dark}" stroke-width="5"/>` +
    `<rect x="98" y="74" width="44" height="226" rx="22" fill="${p.main}"/><circle cx="120" cy="152" r="11" fill="${p.accent}"/>` +
    `<rect x="112" y="186" width="16" height="60" rx="8" fill="${p.dark}" opacity=".4"/>`,
  mouse: (p) =>
    `<path d="M120 40Q30 40 30 170Q30 300 120 300Q210 300 210 170Q210 40 120 40Z" fill="${p.main}"/>` +
    `<path d="M120 40V140M30 140H210" stroke="${p.dark}" stroke-width="6" opacity=".5"/><rect x="112" y="74" width="16" height="40" rx="8" fill="${p.accent}"/>`,
  cable: (p) =>
    `<path d="M70 60Q70 200 120 200Q170 200 170 280" stroke="${p.main}" stroke-width="16" fill="none" stroke-linecap="round"/>` +
    `<rect x="50" y="20" width="40" height="56" rx="8" fill="${p.dark}"/><rect x="60" y="6" width="20" height="18" rx="3" fill="${p.light}"/>` +
    `<rect x="150" y="250" width="40" height="50" rx="8" fill="${p.dark}"/><rect x="158" y="240" width="24" height="14" rx="3" fill="${p.accent}"/>`,
  car: (p) =>
    `<path d="M56 170L86 110H170L200 170Z" fill="${p.dark}"/><rect x="20" y="164" width="204" height="80" rx="22" fill="${p.main}"/>` +
    `<rect x="98" y="124" width="54" height="40" rx="6" fill="${p.light}"/><circle cx="66" cy="250" r="30" fill="${p.dark}"/><circle cx="66" cy="250" r="12" fill="${p.light}"/>` +
    `<circle cx="178" cy="250" r="30" fill="${p.dark}"/><circle cx="178" cy="250" r="12" fill="${p.light}"/><rect x="196" y="186" width="20" height="14" rx="4" fill="${p.accent}"/>`,
  house: (p) =>
    `<path d="M16 140L120 44L224 140Z" fill="${p.accent}"/><rect x="40" y="136" width="160" height="164" fill="${p.main}"/>` +
    `<rect x="100" y="216" width="40" height="84" rx="4" fill="${p.dark}"/><rect x="58" y="164" width="40" height="36" rx="4" fill="${p.light}"/>` +
    `<rect x="142" y="164" width="40" height="36" rx="4" fill="${p.light}"/>`,
  jar: (p) =>
    `<rect x="44" y="118" width="152" height="40" rx="10" fill="${p.dark}"/><rect x="36" y="154" width="168" height="146" rx="26" fill="${p.main}"/>` +
    `<rect x="62" y="196" width="116" height="60" rx="10" fill="${p.light}"/><circle cx="120" cy="226" r="14" fill="${p.accent}"/>`,
  compact: (p) =>
    `<ellipse cx="120" cy="246" rx="98" ry="40" fill="${p.dark}"/><rect x="22" y="200" width="196" height="46" fill="${p.dark}"/>` +
    `<ellipse cx="120" cy="200" rx="98" ry="40" fill="${p.main}"/><ellipse cx="120" cy="200" rx="66" ry="24" fill="${p.light}"/>` +
    `<ellipse cx="120" cy="200" rx="30" ry="10" fill="${p.accent}" opacity=".7"/>`,
  trousers: (p) =>
    `<rect x="58" y="24" width="124" height="30" rx="6" fill="${p.dark}"/><path d="M58 52H182L200 300H132L120 120L108 300H40Z" fill="${p.main}"/>` +
    `<rect x="112" y="30" width="16" height="18" rx="3" fill="${p.accent}"/>`,
  disc: (p) =>
    `<circle cx="120" cy="170" r="118" fill="${p.dark}"/><circle cx="120" cy="170" r="90" fill="${p.main}" opacity=".6"/>` +
    `<circle cx="120" cy="170" r="40" fill="${p.accent}"/><circle cx="120" cy="170" r="9" fill="${p.light}"/>`,
  teapot: (p) =>
    `<path d="M176 170Q230 130 226 96" stroke="${p.dark}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<path d="M70 140Q120 40 170 140" stroke="${p.dark}" stroke-width="12" fill="none"/><circle cx="120" cy="122" r="12" fill="${p.accent}"/>` +
    `<ellipse cx="116" cy="220" rx="84" ry="78" fill="${p.main}"/><path d="M40 200H192" stroke="${p.dark}" stroke-width="8" opacity=".4"/>` +
    `<path d="M30 210Q6 232 30 262" stroke="${p.dark}" stroke-width="12" fill="none"/>` +
    [86, 116, 146].map((x) => `<circle cx="${x}" cy="246" r="7" fill="${p.light}" opacity=".6"/>`).join(''),
  bowl: (p) =>
    `<path d="M20 150H220Q216 262 120 268Q24 262 20 150Z" fill="${p.main}"/><ellipse cx="120" cy="150" rx="100" ry="22" fill="${p.light}"/>` +
    `<path d="M44 190H196" stroke="${p.accent}" stroke-width="9" stroke-linecap="round"/><rect x="84" y="264" width="72" height="26" rx="6" fill="${p.dark}"/>`,
  tablet: (p) =>
    `<rect x="34" y="24" width="172" height="266" rx="20" fill="${p.dark}"/><rect x="48" y="42" width="144" height="222" rx="6" fill="${p.light}"/>` +
    `<rect x="64" y="64" width="52" height="52" rx="10" fill="${p.main}"/><rect x="124" y="64" width="52" height="52" rx="10" fill="${p.accent}"/>` +
    `<rect x="64" y="128" width="112" height="10" rx="5" fill="${p.main}" opacity=".5"/><circle cx="120" cy="278" r="6" fill="${p.light}"/>`,
  guitar: (p) =>
    `<rect x="110" y="8" width="20" height="150" fill="${p.dark}"/><rect x="100" y="4" width="40" height="30" rx="6" fill="${p.dark}"/>` +
    `<path d="M120 140Q64 140 76 196Q40 214 50 260Q64 300 120 300Q176 300 190 260Q200 214 164 196Q176 140 120 140Z" fill="${p.main}"/>` +
    `<circle cx="120" cy="216" r="20" fill="${p.dark}"/><rect x="96" y="262" width="48" height="10" rx="4" fill="${p.accent}"/>` +
    `<path d="M116 30V268M124 30V268" stroke="${p.light}" stroke-width="2"/>`,
} satisfies Record<string, Draw>

export type PictogramName = keyof typeof PICTOGRAMS
export const PICTOGRAM_NAMES = Object.keys(PICTOGRAMS) as PictogramName[]

/** The drawing that suits a child category of the demo catalogue. */
const CATEGORY_PICTOGRAMS: Record<number, PictogramName> = {
  101: 'pump',
  102: 'tube',
  103: 'lipstick',
  104: 'pump',
  105: 'pump',
  201: 'pillBottle',
  202: 'pillBottle',
  203: 'pillBottle',
  204: 'dropper',
  301: 'diaper',
  302: 'can',
  303: 'babyBottle',
  304: 'pump',
  401: 'box',
  402: 'cup',
  403: 'sauceBottle',
  404: 'box',
  501: 'pan',
  502: 'pot',
  503: 'spray',
  504: 'drawers',
  601: 'shirt',
  602: 'shoe',
  603: 'bag',
  604: 'watch',
  701: 'camera',
  702: 'headphones',
  703: 'hairdryer',
  704: 'gamepad',
  801: 'robot',
  802: 'blocks',
  803: 'blocks',
  804: 'cards',
}

export function pictogramForCategory(categoryId: number): PictogramName | undefined {
  return CATEGORY_PICTOGRAMS[categoryId]
}

export function drawPictogram(name: PictogramName, palette: Palette): string {
  return PICTOGRAMS[name](palette)
}
