import { describe, expect, it } from "vitest";
import { eachLimited } from "../src/each-limited.ts";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("eachLimited", () => {
  it("works through every item, at most `limit` at a time", async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachLimited([1, 2, 3, 4, 5], 2, async (item) => {
      running++;
      most = Math.max(most, running);
      await later(5);
      done.push(item);
      running--;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it("after a failure starts nothing more, and rejects once the work under way has ended", async () => {
    const started: number[] = [];
    const finished: number[] = [];
    const run = eachLimited([1, 2, 3, 4, 5, 6], 2, async (item) => {
      started.push(item);
      if (item === 1) {
        await later(5);
        throw new Error("photo 1 failed");
      }
      await later(30);
      finished.push(item);
    });
    await expect(run).rejects.toThrow("photo 1 failed");
    // Item 2 was under way when 1 failed: it ended before the rejection; none started after.
    expect(finished).toEqual([2]);
    expect(started).toEqual([1, 2]);
  });
});
