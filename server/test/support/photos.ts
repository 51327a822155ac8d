import sharp from "sharp";

/** A real image in the format, a dark circle on a warm background. */
export function samplePhoto(format: "png" | "jpeg" | "gif" | "webp", width = 600, height = 800) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 80 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 3}" r="${width / 4}" fill="#0c191b"/></svg>`,
        ),
      },
    ])
    .toFormat(format)
    .toBuffer();
}

/** A small file claiming huge dimensions: decoding it would take gigabytes. */
export function pixelFlood() {
  return sharp({
    create: { width: 12_000, height: 12_000, channels: 3, background: { r: 0, g: 0, b: 0 } },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A multipart/form-data body as a browser's FormData sends it. */
export async function multipartBody(parts: {
  data?: unknown;
  image?: { content: Buffer; filename: string; type: string };
}) {
  const form = new FormData();
  if (parts.data !== undefined) form.append("data", JSON.stringify(parts.data));
  if (parts.image) {
    const { content, filename, type } = parts.image;
    form.append("image", new Blob([content], { type }), filename);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type") ?? "",
  };
}
