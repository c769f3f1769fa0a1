/**
 * Every slot symbol drawn as SVG (no images, no emoji fonts, nothing from the network).
 * viewBox 0 0 100 100; unknown codes get a lettered tile. One source for two readers: the game
 * page gets each symbol's drawing in its boot data (clientGame), and the catalogue's artwork for
 * the studio's own games is built from the same drawings, so a tile looks like the game.
 */
const svg = (body: string, defs = '') =>
  `<svg viewBox="0 0 100 100" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`;

const grad = (id: string, a: string, b: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;

const label = (text: string, fill: string) =>
  `<rect x="14" y="76" width="72" height="18" rx="9" fill="${fill}" stroke="#fff" stroke-width="2"/><text x="50" y="90" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="900" font-size="13" fill="#fff" letter-spacing="1">${text}</text>`;

const letter = (ch: string, a: string, b: string, id: string) =>
  svg(
    `<text x="50" y="74" text-anchor="middle" font-family="Georgia,'Times New Roman',serif" font-weight="900" font-size="${ch.length > 1 ? 52 : 68}" fill="url(#${id})" stroke="#2b1600" stroke-width="3" paint-order="stroke">${ch}</text>`,
    grad(id, a, b),
  );

const SYMBOLS: Record<string, string> = {
  TIGER: svg(
    `<circle cx="50" cy="44" r="34" fill="url(#tg)" stroke="#5a2a00" stroke-width="3"/>
     <circle cx="24" cy="16" r="10" fill="#f08a1c" stroke="#5a2a00" stroke-width="3"/><circle cx="76" cy="16" r="10" fill="#f08a1c" stroke="#5a2a00" stroke-width="3"/>
     <path d="M50 12 l-5 12 l5 -4 l5 4z M30 22 l6 10 M70 22 l-6 10 M18 40 l12 4 M82 40 l-12 4 M20 54 l10 0 M80 54 l-10 0" stroke="#241000" stroke-width="4" stroke-linecap="round" fill="#241000"/>
     <ellipse cx="37" cy="40" rx="6" ry="7" fill="#fff"/><ellipse cx="63" cy="40" rx="6" ry="7" fill="#fff"/>
     <circle cx="38" cy="41" r="3.5" fill="#1c6b2f"/><circle cx="62" cy="41" r="3.5" fill="#1c6b2f"/>
     <ellipse cx="50" cy="58" rx="15" ry="11" fill="#fff6e6"/><path d="M44 52 h12 l-6 6z" fill="#3a1a00"/>
     <path d="M50 58 v5 M43 64 q7 5 14 0" stroke="#3a1a00" stroke-width="2.5" fill="none" stroke-linecap="round"/>${label('WILD', '#c0392b')}`,
    grad('tg', '#ffb347', '#e8620c'),
  ),
  SHAPLA: svg(
    `<g transform="translate(50 46)">${[0, 45, 90, 135, 180, 225, 270, 315]
      .map(
        (a) =>
          `<ellipse rx="10" ry="27" transform="rotate(${a}) translate(0 -14)" fill="url(#sp)" stroke="#a0185a" stroke-width="2"/>`,
      )
      .join(
        '',
      )}<circle r="11" fill="#ffd23f" stroke="#c98b00" stroke-width="3"/></g>${label('FREE', '#8e44ad')}`,
    grad('sp', '#ffe3f1', '#ff6fae'),
  ),
  HILSA: svg(
    `<path d="M8 50 Q40 18 76 42 L94 26 L90 50 L94 74 L76 58 Q40 82 8 50z" fill="url(#hl)" stroke="#34495e" stroke-width="3"/>
     <circle cx="24" cy="46" r="4" fill="#1b2631"/><path d="M36 38 q4 12 0 24 M48 36 q4 14 0 28 M60 38 q4 12 0 24" stroke="#7f8c8d" stroke-width="2" fill="none"/>`,
    grad('hl', '#f4f6f7', '#95a5a6'),
  ),
  BOAT: svg(
    `<path d="M50 10 L50 60 L20 60z" fill="#fdfefe" stroke="#7b4a12" stroke-width="3"/><path d="M54 16 L54 60 L80 60z" fill="#e74c3c" stroke="#7b4a12" stroke-width="3"/>
     <path d="M8 64 H92 Q84 86 50 86 Q16 86 8 64z" fill="url(#bt)" stroke="#4a2a07" stroke-width="3"/>
     <path d="M6 92 q11 -6 22 0 t22 0 t22 0 t22 0" stroke="#2e86c1" stroke-width="3" fill="none"/>`,
    grad('bt', '#c8873a', '#7b4a12'),
  ),
  TEA: svg(
    `<path d="M40 14 q-6 8 0 14 q6 6 0 12 M56 12 q-6 8 0 14 q6 6 0 12" stroke="#bdc3c7" stroke-width="3" fill="none" stroke-linecap="round"/>
     <path d="M18 42 H74 V62 Q74 84 46 84 Q18 84 18 62z" fill="url(#te)" stroke="#6e2c00" stroke-width="3"/>
     <path d="M74 48 q16 0 14 12 q-2 10 -14 8" stroke="#6e2c00" stroke-width="5" fill="none"/>
     <ellipse cx="46" cy="44" rx="26" ry="5" fill="#b9770e"/><ellipse cx="46" cy="90" rx="36" ry="5" fill="#7e5109"/>`,
    grad('te', '#fdebd0', '#e59866'),
  ),
  MANGO: svg(
    `<path d="M52 18 C84 18 92 56 74 76 C58 94 24 90 16 66 C10 46 26 18 52 18z" fill="url(#mg)" stroke="#9a5b00" stroke-width="3"/>
     <path d="M52 18 q4 -10 12 -12" stroke="#5d4037" stroke-width="4" fill="none"/><path d="M58 12 q20 -8 28 6 q-16 8 -28 -6z" fill="#27ae60" stroke="#1e8449" stroke-width="2"/>
     <ellipse cx="36" cy="40" rx="8" ry="12" fill="#fff" opacity=".35"/>`,
    grad('mg', '#ffe066', '#ff8c1a'),
  ),
  A: letter('A', '#ff6b6b', '#b71c1c', 'la'),
  K: letter('K', '#5dade2', '#1a5276', 'lk'),
  Q: letter('Q', '#58d68d', '#196f3d', 'lq'),
  J: letter('J', '#f7dc6f', '#b7950b', 'lj'),
  RICKSHAW: svg(
    `<path d="M20 20 Q50 2 80 20 L76 46 H24z" fill="url(#rk)" stroke="#7d1e6a" stroke-width="3"/>
     <path d="M28 26 h44 M30 34 h40" stroke="#ffd23f" stroke-width="3"/>
     <rect x="26" y="46" width="48" height="12" rx="3" fill="#2e86c1" stroke="#1b4f72" stroke-width="2"/>
     <circle cx="28" cy="68" r="11" fill="none" stroke="#2c3e50" stroke-width="4"/><circle cx="72" cy="68" r="11" fill="none" stroke="#2c3e50" stroke-width="4"/>
     <path d="M28 57 V68 M72 57 V68 M17 68 H39 M61 68 H83" stroke="#2c3e50" stroke-width="2"/>${label('WILD', '#c0392b')}`,
    grad('rk', '#ff7eb3', '#c2185b'),
  ),
  DHOL: svg(
    `<ellipse cx="50" cy="24" rx="30" ry="10" fill="#fdebd0" stroke="#6e2c00" stroke-width="3"/>
     <path d="M20 24 V62 Q50 80 80 62 V24 Q50 42 20 24z" fill="url(#dh)" stroke="#6e2c00" stroke-width="3"/>
     <path d="M22 30 L34 62 L46 34 L58 66 L70 34 L78 58" stroke="#ffd23f" stroke-width="3" fill="none"/>
     <path d="M14 10 L36 22 M86 10 L64 22" stroke="#5d4037" stroke-width="4" stroke-linecap="round"/>${label('FREE', '#8e44ad')}`,
    grad('dh', '#e74c3c', '#922b21'),
  ),
  JACKFRUIT: svg(
    `<ellipse cx="50" cy="52" rx="30" ry="38" fill="url(#jf)" stroke="#4d5e0b" stroke-width="3"/>
     ${[
       [40, 30],
       [56, 28],
       [34, 46],
       [50, 44],
       [66, 46],
       [40, 62],
       [58, 62],
       [48, 78],
     ]
       .map(
         ([x, y]) =>
           `<path d="M${x} ${y} l4 -5 l4 5 l-4 5z" fill="#8ea718" stroke="#4d5e0b" stroke-width="1"/>`,
       )
       .join('')}<path d="M50 14 q0 -8 6 -10" stroke="#5d4037" stroke-width="4" fill="none"/>`,
    grad('jf', '#d4e157', '#7c9a12'),
  ),
  LYCHEE: svg(
    `<circle cx="50" cy="54" r="32" fill="url(#ly)" stroke="#7b241c" stroke-width="3"/>
     ${[
       [38, 40],
       [54, 36],
       [66, 50],
       [40, 60],
       [56, 66],
       [30, 52],
       [48, 50],
     ]
       .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="#f5b7b1"/>`)
       .join('')}<path d="M50 22 q-2 -10 8 -14 q4 10 -8 14z" fill="#27ae60"/>`,
    grad('ly', '#ff5e57', '#b03a2e'),
  ),
  GUAVA: svg(
    `<circle cx="50" cy="56" r="32" fill="url(#gv)" stroke="#1e8449" stroke-width="3"/>
     <circle cx="50" cy="56" r="20" fill="#ff9aa2" opacity=".85"/><circle cx="44" cy="52" r="2.5" fill="#fff"/><circle cx="56" cy="60" r="2.5" fill="#fff"/><circle cx="50" cy="64" r="2.5" fill="#fff"/>
     <path d="M50 24 q12 -16 26 -8 q-10 12 -26 8z" fill="#2ecc71" stroke="#1e8449" stroke-width="2"/>`,
    grad('gv', '#abebc6', '#27ae60'),
  ),
  BANANA: svg(
    `<path d="M20 30 Q24 80 80 78 Q88 76 86 70 Q40 70 34 24 Q28 20 20 30z" fill="url(#bn)" stroke="#9a7d0a" stroke-width="3"/>
     <path d="M34 24 Q30 56 62 70" stroke="#f1c40f" stroke-width="3" fill="none"/><path d="M20 30 l-4 -8 l8 -2z" fill="#5d4037"/>`,
    grad('bn', '#fff176', '#f4c20d'),
  ),
};

/** The drawing of a symbol, a whole <svg> element with a 100 × 100 viewBox. */
export function symbolSvg(code: string): string {
  return SYMBOLS[code] ?? letter(code.slice(0, 2), '#ddd', '#777', `x${code.length}`);
}
