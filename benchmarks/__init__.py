"""Benchmarks (run by ``tox -e bench``, not by the tests)."""
