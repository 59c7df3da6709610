"""Benchmark harnesses (LoCoMo retrieval, latency at scale); run by hand, not in CI."""
