"""Request bodies: JSON only, bounded in size and nesting before it is parsed.

Python's parser recurses per nesting level, so a small body nested a thousand deep would
end in RecursionError (a 500); the depth is measured on the raw bytes first.
"""

import json
import re

from django.conf import settings
from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser
from rest_framework.utils import json as drf_json

from channels_app.api import errors

# A JSON string with its escapes: brackets inside strings do not nest anything.
JSON_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
BRACKETS = re.compile(rb"[\[\]{}]")


def nested_deeper_than(raw: bytes, limit: int) -> bool:
    """Whether arrays and objects in ``raw`` JSON nest more than ``limit`` levels deep
    (stops reading at the first level past it)."""
    depth = 0
    for bracket in BRACKETS.finditer(JSON_STRING.sub(b"", raw)):
        depth += 1 if bracket.group() in b"[{" else -1
        if depth > limit:
            return True
    return False


class BoundedJSONParser(JSONParser):
    """JSON bodies up to ``HIPPOCAMPUS_API_MAX_BODY_BYTES`` bytes and
    ``HIPPOCAMPUS_API_MAX_JSON_DEPTH`` levels; anything else is a ParseError (400)."""

    def parse(self, stream, media_type=None, parser_context=None):
        limits = settings.API
        raw = stream.read(limits["MAX_BODY_BYTES"] + 1) if stream else b""
        if len(raw) > limits["MAX_BODY_BYTES"]:
            raise ParseError(errors.too_large())
        if nested_deeper_than(raw, limits["MAX_JSON_DEPTH"]):
            raise ParseError(f"The JSON is nested more than {limits['MAX_JSON_DEPTH']} levels deep.")
        try:
            data = json.loads(raw.decode("utf-8"), parse_constant=drf_json.strict_constant if self.strict else None)
        except UnicodeDecodeError:
            raise ParseError("The request body is not UTF-8.") from None
        except ValueError as error:
            raise ParseError(f"JSON parse error - {error}") from None
        try:
            # JSON may escape half a surrogate pair ("\ud800"): text that cannot be stored or echoed.
            json.dumps(data, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:
            raise ParseError("The JSON holds an unpaired surrogate escape (not valid Unicode text).") from None
        return data
