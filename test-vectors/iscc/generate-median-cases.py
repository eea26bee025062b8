"""Image codes on the median: checkerboards, computed by the reference implementation itself.

A checkerboard's DCT has many coefficients that are zero in exact arithmetic and a few units of 1e-14
in floating point; when more than half of an 8x8 block is such, the median is one of them and each bit
is decided by rounding, so by the last digit of each cosine the transform uses. These vectors pass only
with the C library's cosines (V8's Math.cos gives other codes for dozens of them).

The codes are those of iscc-core's own soft_hash_image_v0 (iscc_core/code_content_image.py and
iscc_core/dct.py, read from a checkout of the public repository iscc/iscc-core, not copied here),
loaded through a stub of the iscc_core package that provides only what those two files read, then
encoded as ISCC:... with the header of a Content-Code Image v0.

    python3 test-vectors/iscc/generate-median-cases.py /path/to/iscc-core > test-vectors/iscc/median-cases.json
"""

import base64
import json
import subprocess
import sys
import tempfile
from pathlib import Path

checkout = Path(sys.argv[1])
commit = subprocess.run(
    ["git", "-C", str(checkout), "rev-parse", "HEAD"], capture_output=True, text=True, check=True
).stdout.strip()
show = lambda path: subprocess.run(  # noqa: E731
    ["git", "-C", str(checkout), "show", f"HEAD:{path}"], capture_output=True, text=True, check=True
).stdout

stub = Path(tempfile.mkdtemp()) / "iscc_core"
stub.mkdir()
(stub / "dct.py").write_text(show("iscc_core/dct.py"))
(stub / "code_content_image.py").write_text(show("iscc_core/code_content_image.py"))
(stub / "__init__.py").write_text(
    "class _Options:\n    image_bits = 64\n\n\ncore_opts = _Options()\n"
    "from iscc_core.dct import alg_dct\n"
    "from iscc_core.code_content_image import soft_hash_image_v0\n"
)
sys.path.insert(0, str(stub.parent))
import iscc_core  # noqa: E402


def code(digest, bits):
    # Header nibbles: MainType CONTENT (2), SubType IMAGE (1), Version 0, Length bits / 32 - 1.
    raw = bytes([0x21, bits // 32 - 1]) + digest
    return "ISCC:" + base64.b32encode(raw).decode().rstrip("=")


def checker(a, b, k):
    """32x32 pixels: squares of k x k, value b where (x // k + y // k) is even, else a."""
    return [a if (x // k + y // k) % 2 else b for y in range(32) for x in range(32)]


levels = [0, 17, 64, 128, 200, 255]
cases = []
for k in range(1, 9):
    for a in levels:
        for b in levels:
            pixels = checker(a, b, k)
            codes = {str(bits): code(iscc_core.soft_hash_image_v0(pixels, bits), bits) for bits in (64, 128, 256)}
            cases.append({"checker": {"a": a, "b": b, "k": k}, "iscc": codes})

head = {
    "source": f"iscc-core's soft_hash_image_v0 at commit {commit} of the public repository iscc/iscc-core, "
    "run by test-vectors/iscc/generate-median-cases.py (see there)",
    "pixels": "checker {a, b, k}: 32x32, row by row, value b where (floor(x / k) + floor(y / k)) is even, else a",
}
lines = [json.dumps(case, separators=(",", ":")) for case in cases]
print("{")
for key, value in head.items():
    print(f"  {json.dumps(key)}: {json.dumps(value)},")
print('  "cases": [\n    ' + ",\n    ".join(lines) + "\n  ]\n}")
