"""The REST API (DESIGN §8): chat turns (optionally streamed as server-sent events), the
person's memories with provenance, episodes, settings, feedback and personal API tokens.

Views only parse, call the engine (``memory.cycle``, ``memory.people``) and serialise.
Hostile input is answered with a JSON 4xx (``parsing``, ``serializers``, ``errors``),
creating POSTs honour ``Idempotency-Key`` (``idempotency``), chat is rate-limited per
person (``throttling``).
"""
