/**
 * A page drawn on the server (docs/decisions/0036-first-screen-on-the-server.md): where the
 * drawing goes in the build's first-screen.html, as placeholders of web/index.html, and the id of
 * the script element that carries its state to the browser.
 */
export const FIRST_SCREEN_MARKS = {
  /** Before </head>: the page's style tags. */
  head: "<!--first-screen:head-->",
  /** Around #root's content (the top bar shown until the app starts), replaced by the drawing. */
  rootStart: "<!--first-screen:root-->",
  rootEnd: "<!--/first-screen:root-->",
  /** Before </body>: the state script. */
  state: "<!--first-screen:state-->",
} as const;

export const FIRST_SCREEN_STATE_ID = "first-screen-state";
