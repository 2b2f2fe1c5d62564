"""The results model and its renderers (JSON, HTML)."""
