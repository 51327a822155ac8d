import sharp from "sharp";

const { processPhoto } = await import("../src/images/image-pipeline.ts");
const width = 1200,
  height = 1600;
const shapes = Buffer.from(
  `<svg width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(40,35%,70%)"/><circle cx="${width / 2}" cy="${height * 0.36}" r="${width * 0.2}" fill="hsl(25,45%,45%)"/></svg>`,
);
const grain = await sharp({
  create: {
    width,
    height,
    channels: 3,
    background: { r: 0, g: 0, b: 0 },
    noise: { type: "gaussian", mean: 128, sigma: 10 },
  },
})
  .png()
  .toBuffer();
const photo = await sharp(shapes)
  .composite([{ input: grain, blend: "soft-light" }])
  .jpeg({ quality: 85 })
  .toBuffer();
const N = 24;
for (const threads of [2, 1]) {
  sharp.concurrency(threads);
  for (const parallel of [1, 2, 4]) {
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (next++ < N) await processPhoto(photo);
      }),
    );
    console.log(
      `threads ${threads} parallel ${parallel}: ${((performance.now() - t0) / N).toFixed(1)} ms/photo`,
    );
  }
}
