"""The reference normalisation of the ISCC Content-Code Image, run by Debian's python3-pil.

The steps of iscc-sdk's image_normalize (iscc_sdk/image.py in the public repository iscc/iscc-sdk),
written here with Pillow calls, for normalize.test.ts to compare ours with: EXIF orientation, alpha
transparency on white, the uniform border (the colour of the top-left pixel) trimmed, grayscale by
convert("L"), 32x32 by resize with BICUBIC.

    python3 pillow_normalize.py OUT_DIR FILE...

For each FILE, one JSON line on stdout: {"file", "width", "height", "pixels"} (width and height after
the EXIF orientation; pixels, the 1,024 normalised values); and OUT_DIR/<index>.rgba, the RGBA Pillow
decoded (after the EXIF orientation), width x height x 4 bytes, for our normaliser to take the same
pixels.
"""

import json
import sys
from pathlib import Path

from PIL import Image, ImageChops, ImageOps

WHITE = (255, 255, 255)


def fill_transparency(img):
    """Alpha (RGBA, LA, or a palette with transparency) laid on white; any other mode to RGB."""
    if img.mode == "RGB":
        return img
    if img.mode in ("RGBA", "LA") or (img.mode == "P" and "transparency" in img.info):
        rgba = img if img.mode in ("RGBA", "LA") else img.convert("RGBA")
        background = Image.new("RGB", img.size, WHITE)
        background.paste(rgba, mask=rgba.getchannel("A"))
        return background
    return img.convert("RGB")


def trim_border(img):
    """Crops to the box of pixels that differ from the top-left one, if that box is smaller."""
    background = Image.new(img.mode, img.size, img.getpixel((0, 0)))
    difference = ImageChops.difference(img, background)
    box = ImageChops.add(difference, difference).getbbox()
    return img.crop(box) if box != (0, 0) + img.size else img


def main():
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for index, file in enumerate(sys.argv[2:]):
        img = ImageOps.exif_transpose(Image.open(file))
        (out / f"{index}.rgba").write_bytes(img.convert("RGBA").tobytes())
        gray = trim_border(fill_transparency(img)).convert("L")
        pixels = list(gray.resize((32, 32), Image.BICUBIC).getdata())
        print(json.dumps({"file": file, "width": img.width, "height": img.height, "pixels": pixels}))


main()
