"""``python -m mutation.cosmic_ray_cli COMMAND ...``: cosmic-ray's command line (``init``, ``exec``, ...) with the
mutation tool's own operators registered (mutation/operators.py)."""

from __future__ import annotations

from mutation import operators

operators.register()

if __name__ == "__main__":
    import sys

    from cosmic_ray.cli import main

    sys.exit(main())
