"""Sentinel-Memory core: the JSONL store and the credential sanitizer."""
