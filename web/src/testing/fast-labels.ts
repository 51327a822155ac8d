/**
 * jsdom finds an element's labels by walking the whole document, and each `label.control` on
 * the way walks it again, so `getByLabelText` over a long form is cubic in its size (a third of
 * the add-helper dialog's test time). This gives the same answer as the HTML standard, found
 * from the element instead: labels naming its id, and enclosing labels without `for` whose
 * first labelable descendant it is.
 */
const LABELABLE = [
  HTMLButtonElement,
  HTMLInputElement,
  HTMLMeterElement,
  HTMLOutputElement,
  HTMLProgressElement,
  HTMLSelectElement,
  HTMLTextAreaElement,
];

const jsdomGetters = new Map(
  LABELABLE.map((kind) => [kind, Object.getOwnPropertyDescriptor(kind.prototype, "labels")?.get]),
);

export function labelsOf(element: HTMLElement): HTMLLabelElement[] {
  if (element instanceof HTMLInputElement && element.type === "hidden") return [];
  const root = element.getRootNode() as Document | DocumentFragment;
  const found = new Set<HTMLLabelElement>();
  if (element.id && root.getElementById?.(element.id) === element) {
    const naming = `label[for="${CSS.escape(element.id)}"]`;
    for (const label of root.querySelectorAll<HTMLLabelElement>(naming)) found.add(label);
  }
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (node instanceof HTMLLabelElement && node.control === element) {
      found.add(node);
    }
  }
  return [...found].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
}

/** jsdom's own answer, for the test that the two agree. */
export function jsdomLabelsOf(element: HTMLElement): HTMLLabelElement[] {
  const kind = LABELABLE.find((candidate) => element instanceof candidate);
  const getter = kind && jsdomGetters.get(kind);
  const labels = getter?.call(element) as NodeListOf<HTMLLabelElement> | null | undefined;
  return labels ? [...labels] : [];
}

export function installFastLabelLookup(): void {
  for (const kind of LABELABLE) {
    Object.defineProperty(kind.prototype, "labels", {
      configurable: true,
      get(this: HTMLElement) {
        return labelsOf(this);
      },
    });
  }
}
