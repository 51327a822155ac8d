import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { jsdomLabelsOf, labelsOf } from "./fast-labels.ts";

const FORM = `
  <label id="a" for="name">Name</label>
  <input id="name" />
  <label id="b" for="name">Full name</label>
  <label id="c">Wrapped <input id="wrapped" /> <select id="second"></select></label>
  <label id="d" for="wrapped-elsewhere">Named <input id="inside-named" /></label>
  <input id="wrapped-elsewhere" />
  <label id="e" for="twice">First of two ids</label>
  <input id="twice" /><textarea id="twice"></textarea>
  <label id="f" for="para">Not a control</label><p id="para"></p>
  <label id="g" for="">Empty for</label><input id="" />
  <label id="h">Hidden <input type="hidden" id="hidden" /></label>
  <label id="i" for="weird:id.1">Odd id</label><button id="weird:id.1">Go</button>
  <label id="j">Outer <label id="k">Inner <input id="nested" /></label></label>
  <input id="unlabelled" /><meter id="m"></meter><progress id="p"></progress><output id="o"></output>
`;

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the test set-up's quick label lookup", () => {
  it("finds the same labels as jsdom for every control, in document order", () => {
    document.body.innerHTML = FORM;
    const controls = document.body.querySelectorAll<HTMLElement>(
      "input, select, textarea, button, meter, progress, output",
    );
    expect(controls.length).toBe(15);
    for (const control of controls) {
      const ids = (labels: HTMLLabelElement[]) => labels.map((label) => label.id);
      expect(ids(labelsOf(control)), `labels of #${control.id}`).toEqual(
        ids(jsdomLabelsOf(control)),
      );
    }
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    expect(labelsOf(byId("name")).map((label) => label.id)).toEqual(["a", "b"]);
    expect(labelsOf(byId("wrapped")).map((label) => label.id)).toEqual(["c"]);
    expect(labelsOf(byId("hidden"))).toEqual([]);
  });

  it("is what the page's controls answer, so queries by label find them", () => {
    document.body.innerHTML = FORM;
    const input = document.getElementById("name") as HTMLInputElement;
    expect(Array.from(input.labels ?? [], (label) => label.id)).toEqual(["a", "b"]);
    expect(screen.getByLabelText("Full name")).toBe(input);
  });
});
