import sharp from "sharp";

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
sharp.concurrency(1);
const time = async (label: string, f: () => Promise<unknown>) => {
  await f();
  const t0 = performance.now();
  for (let i = 0; i < 10; i++) await f();
  console.log(label.padEnd(40), ((performance.now() - t0) / 10).toFixed(1));
};
await time("metadata", () => sharp(photo).metadata());
await time("decode raw", () => sharp(photo).raw().toBuffer());
await time("resize centre raw", () =>
  sharp(photo).rotate().resize(800, 1000, { fit: "cover" }).raw().toBuffer(),
);
await time("resize attention raw", () =>
  sharp(photo)
    .rotate()
    .resize(800, 1000, { fit: "cover", position: sharp.strategy.attention })
    .raw()
    .toBuffer(),
);
await time("resize entropy raw", () =>
  sharp(photo)
    .rotate()
    .resize(800, 1000, { fit: "cover", position: sharp.strategy.entropy })
    .raw()
    .toBuffer(),
);
const { data, info } = await sharp(photo)
  .resize(800, 1000, { fit: "cover" })
  .raw()
  .toBuffer({ resolveWithObject: true });
const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
for (const effort of [2, 1, 0]) {
  await time(`webp 800 e${effort}`, () =>
    sharp(data, raw).webp({ quality: 72, effort }).toBuffer(),
  );
  await time(`webp 480 e${effort}`, () =>
    sharp(data, raw).resize(480, 600).webp({ quality: 72, effort }).toBuffer(),
  );
}
await time("webp 160 e2", () =>
  sharp(data, raw).resize(160, 200).webp({ quality: 72, effort: 2 }).toBuffer(),
);
await time("tiny", () => sharp(data, raw).resize(40, 50).blur(1.5).raw().toBuffer());
const { processPhoto } = await import("../src/images/image-pipeline.ts");
await time("processPhoto", () => processPhoto(photo));
