"""The memory engine: episodes, beliefs, retrieval, formation, maintenance and safety."""
