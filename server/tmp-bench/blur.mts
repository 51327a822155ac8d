import sharp from "sharp";
sharp.concurrency(1);
const tiny = await sharp({ create: { width: 40, height: 50, channels: 3, background: { r: 100, g: 80, b: 60 } } }).raw().toBuffer({ resolveWithObject: true });
const raw = { raw: { width: 40, height: 50, channels: 3 } } as const;
const time = async (label: string, f: () => Promise<unknown>) => { await f(); const t0 = performance.now(); for (let i = 0; i < 10; i++) await f(); console.log(label.padEnd(30), ((performance.now() - t0) / 10).toFixed(2)); };
for (const [w, h] of [[400, 500], [240, 300], [80, 100]]) {
  await time(`blurred ${w} blur6`, () => sharp(tiny.data, raw).resize(w, h, { kernel: "cubic" }).blur(6).webp({ quality: 60, effort: 2 }).toBuffer());
  await time(`blurred ${w} noblur`, () => sharp(tiny.data, raw).resize(w, h, { kernel: "cubic" }).webp({ quality: 60, effort: 2 }).toBuffer());
}
await time("resize 400 cubic raw", () => sharp(tiny.data, raw).resize(400, 500, { kernel: "cubic" }).raw().toBuffer());
await time("resize 400 linear raw", () => sharp(tiny.data, raw).resize(400, 500, { kernel: "linear" }).raw().toBuffer());
const big = await sharp(tiny.data, raw).resize(400, 500, { kernel: "cubic" }).blur(6).raw().toBuffer();
const braw = { raw: { width: 400, height: 500, channels: 3 } } as const;
await time("encode 400 e2 only", () => sharp(big, braw).webp({ quality: 60, effort: 2 }).toBuffer());
await time("encode 400 e0 only", () => sharp(big, braw).webp({ quality: 60, effort: 0 }).toBuffer());
await time("blur only 400", () => sharp(big, braw).blur(6).raw().toBuffer());
