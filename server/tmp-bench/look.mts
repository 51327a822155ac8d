import sharp from "sharp";
import { writeFileSync } from "node:fs";
const { processPhoto } = await import("../src/images/image-pipeline.ts");
const width = 1200, height = 1600;
const shapes = Buffer.from(`<svg width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(40,35%,70%)"/><circle cx="${width / 2}" cy="${height * 0.36}" r="${width * 0.2}" fill="hsl(25,45%,45%)"/><rect x="180" y="960" width="840" height="800" rx="240" fill="hsl(220,50%,35%)"/><text x="100" y="120" font-size="90">Sample text 123</text></svg>`);
const photo = await sharp(shapes).jpeg({ quality: 85 }).toBuffer();
const out = await processPhoto(photo);
for (const [k, b] of out.files) { writeFileSync(`/tmp/shots-${k}.png`, await sharp(b).png().toBuffer()); console.log(k, b.length); }
