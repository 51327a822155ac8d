// A page whose first screen the server drew (docs/decisions/0036-first-screen-on-the-server.md)
// needs no script to be seen, so its scripts wait until it has been painted: on a phone's slow
// line they would otherwise share the bandwidth with the page's first photos. The server names
// the app's entry module and the modules it will need in this element's data attributes.
(() => {
  const { entry, preload } = document.currentScript.dataset;
  const start = () => {
    for (const href of (preload ?? "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.append(script);
  };
  // After the next frame: the drawn page is on screen by then.
  requestAnimationFrame(() => setTimeout(start, 0));
})();
