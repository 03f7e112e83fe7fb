"""Sentinel-Memory core: the JSONL store, the credential sanitizer (and its prefilter), reply text, the stdio guard,
the --check/--show reports and the client configurations `init` writes."""
