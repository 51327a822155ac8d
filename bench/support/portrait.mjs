// The synthetic portraits the photo benches feed to the pipeline (bench/intake.mjs,
// bench/archive/photo-pipeline.mjs): a face and shoulders on a coloured wall, as JPEG.
import sharp from "sharp";

/**
 * A portrait-like JPEG: a face and shoulders on a coloured wall, with grain (`grain` is the
 * noise's standard deviation, 10 by default: a phone's photo of 110-150 KB at 1200x1600).
 * `smooth` draws the wall, face and shoulders as gradients with a few more shapes, closer to a
 * real photo's large smooth areas than flat colours.
 * @param {number} index
 * @param {number} width
 * @param {number} height
 * @param {{ grain?: number, smooth?: boolean }} [options]
 */
export async function portrait(index, width, height, { grain = 10, smooth = false } = {}) {
  const hue = (index * 47) % 360;
  const skin = `hsl(25,45%,${40 + (index % 20)}%)`;
  const cloth = `hsl(${(hue + 180) % 360},50%,35%)`;
  const defs = smooth
    ? `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},35%,80%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},30%,45%)"/></linearGradient>` +
      `<radialGradient id="face" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="hsl(25,50%,${60 + (index % 15)}%)"/><stop offset="1" stop-color="${skin}"/></radialGradient>` +
      `<linearGradient id="cloth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${cloth}"/><stop offset="1" stop-color="hsl(${(hue + 200) % 360},40%,15%)"/></linearGradient></defs>`
    : "";
  const shapes = Buffer.from(
    `<svg width="${width}" height="${height}">${defs}<rect width="100%" height="100%" fill="${smooth ? "url(#wall)" : `hsl(${hue},35%,70%)`}"/>` +
      (smooth
        ? `<rect x="${width * 0.05}" y="${height * 0.05}" width="${width * 0.3}" height="${height * 0.4}" fill="none" stroke="hsl(${hue},20%,30%)" stroke-width="${width * 0.01}"/>` +
          `<ellipse cx="${width / 2}" cy="${height * 0.2}" rx="${width * 0.24}" ry="${height * 0.14}" fill="hsl(20,30%,12%)"/>`
        : "") +
      `<circle cx="${width / 2}" cy="${height * 0.36}" r="${width * 0.2}" fill="${smooth ? "url(#face)" : skin}"/>` +
      (smooth
        ? `<circle cx="${width * 0.43}" cy="${height * 0.34}" r="${width * 0.02}" fill="#1a1010"/><circle cx="${width * 0.57}" cy="${height * 0.34}" r="${width * 0.02}" fill="#1a1010"/>` +
          `<path d="M ${width * 0.43} ${height * 0.43} Q ${width / 2} ${height * 0.46} ${width * 0.57} ${height * 0.43}" stroke="#7a3030" stroke-width="${width * 0.008}" fill="none"/>`
        : "") +
      `<rect x="${width * 0.15}" y="${height * 0.6}" width="${width * 0.7}" height="${height * 0.5}" rx="${width * 0.2}" fill="${smooth ? "url(#cloth)" : cloth}"/></svg>`,
  );
  if (grain <= 0) return sharp(shapes).jpeg({ quality: 85 }).toBuffer();
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: "gaussian", mean: 128, sigma: grain },
    },
  })
    .png()
    .toBuffer();
  return sharp(shapes)
    .composite([{ input: noise, blend: "soft-light" }])
    .jpeg({ quality: 85 })
    .toBuffer();
}
