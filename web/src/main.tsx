import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to render into.");

// A transition lets React render the first screen in slices and keep the main thread
// answering input meanwhile; the prerendered hero of home.html stays on screen until then.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
