// A page whose first screen the server drew (docs/decisions/0036-first-screen-on-the-server.md)
// needs no script to be seen, so its scripts wait until it has been painted: on a phone's slow
// line they would otherwise share the bandwidth with the page's first photos. The server names
// the app's entry module in this element's data-entry. Nothing is preloaded: each preload link
// added here cost the main thread about half a millisecond, and the page is on screen already.
(() => {
  const { entry } = document.currentScript.dataset;
  const start = () => {
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.append(script);
  };
  // After the next frame: the drawn page is on screen by then.
  requestAnimationFrame(() => setTimeout(start, 0));
})();
