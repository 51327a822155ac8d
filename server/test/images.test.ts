import { BLURRED_PHOTO_SIZE } from "@maids/contract/limits.ts";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_SIZES, InvalidImageError, processPhoto } from "../src/images/image-pipeline.ts";
import { signedInCookie } from "./support/factories.ts";
import { pixelFlood, samplePhoto } from "./support/photos.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();

describe("processPhoto", () => {
  it.each(["png", "jpeg", "gif", "webp"] as const)(
    "turns a %s upload into WebP derivatives",
    async (format) => {
      const photo = await processPhoto(await samplePhoto(format));
      expect(photo.key).toMatch(/^[a-f0-9-]{36}$/);
      expect([...photo.files.keys()].sort()).toEqual(
        [
          "card",
          "card-blurred",
          "detail",
          "detail-blurred",
          "thumbnail",
          "thumbnail-blurred",
        ].sort(),
      );
      for (const [size, { width, height }] of Object.entries(IMAGE_SIZES)) {
        const clear = await sharp(photo.files.get(size as keyof typeof IMAGE_SIZES)).metadata();
        expect(clear).toMatchObject({ format: "webp", width, height });
        // One blurred file under every size's name: it is blurred again in the browser.
        const blurred = photo.files.get(`${size as keyof typeof IMAGE_SIZES}-blurred`);
        expect(blurred).toBe(photo.files.get("card-blurred"));
        expect(await sharp(blurred).metadata()).toMatchObject({
          format: "webp",
          ...BLURRED_PHOTO_SIZE,
        });
      }
    },
  );

  it("blurs the blurred derivatives so the picture's detail is gone", async () => {
    const photo = await processPhoto(await samplePhoto("png"));
    /** The steepest step between neighbouring pixels: high at a sharp edge, low once blurred. */
    const sharpness = async (data: Buffer | undefined) => {
      const { data: pixels, info } = await sharp(data)
        .resize(240, 300)
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let steepest = 0;
      for (let i = 0; i < pixels.length - 1; i++) {
        if ((i + 1) % info.width === 0) continue;
        steepest = Math.max(steepest, Math.abs((pixels[i] ?? 0) - (pixels[i + 1] ?? 0)));
      }
      return steepest;
    };
    const clear = await sharpness(photo.files.get("card"));
    const blurred = await sharpness(photo.files.get("card-blurred"));
    expect(blurred).toBeLessThan(clear / 3);
  });

  it("refuses a file that is not an image, whatever its name", async () => {
    const fake = Buffer.from("GIF89a this is really a text file, not a picture");
    await expect(processPhoto(fake)).rejects.toThrow(
      new InvalidImageError("Please select an image file"),
    );
    await expect(
      processPhoto(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>")),
    ).rejects.toThrow("Please select an image file");
  });

  it("refuses files of 5MB or more", async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    await expect(processPhoto(big)).rejects.toThrow("Image size must be less than 5MB");
  });

  it("refuses a decompression bomb (tiny file, huge dimensions)", async () => {
    const bomb = await pixelFlood();
    expect(bomb.byteLength).toBeLessThan(5 * 1024 * 1024);
    await expect(processPhoto(bomb)).rejects.toThrow("Please select an image file");
  });
});

describe("GET /api/images/:key/:file", () => {
  async function storedPhoto() {
    const photo = await processPhoto(await samplePhoto("jpeg"));
    await t.storage.save(photo.key, photo.files);
    return photo.key;
  }

  it("serves blurred derivatives to anyone, cacheable", async () => {
    const key = await storedPhoto();
    const response = await t.app.inject({ url: `/api/images/${key}/card-blurred.webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toContain("public");
    expect((await sharp(response.rawPayload).metadata()).format).toBe("webp");
  });

  it("refuses clear derivatives to anonymous visitors", async () => {
    const key = await storedPhoto();
    for (const size of ["thumbnail", "card", "detail"]) {
      const response = await t.app.inject({ url: `/api/images/${key}/${size}.webp` });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe("Please sign in to continue.");
    }
  });

  it("serves clear derivatives to a signed-in session, privately cached", async () => {
    const key = await storedPhoto();
    const { cookie } = await signedInCookie(t.database.db, t.config);
    const response = await t.app.inject({
      url: `/api/images/${key}/detail.webp`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("private");
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 800, height: 1000 });
  });

  it("answers 404 for a photo that does not exist", async () => {
    const response = await t.app.inject({
      url: "/api/images/0b7e0d2e-5f59-4c55-9b8e-0a3c2f1f9a11/card-blurred.webp",
    });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    "..%2F..%2Fetc/card-blurred.webp",
    "not-a-key/card-blurred.webp",
    "0b7e0d2e-5f59-4c55-9b8e-0a3c2f1f9a11/original.jpg",
    "0b7e0d2e-5f59-4c55-9b8e-0a3c2f1f9a11/..%2Fcard.webp",
  ])("refuses the path %s with a 400", async (path) => {
    const response = await t.app.inject({ url: `/api/images/${path}` });
    expect(response.statusCode).toBe(400);
  });
});
