"""Forge: its game-state text format (``.pzl`` puzzle files) and a Java runner that speaks the stdio protocol.

:mod:`mtg_rulings.adapters.forge.puzzle` writes a scenario's setup as a puzzle file and reads one back; the Java
runner's sources and build instructions are in ``adapters/forge/runner/`` (see README.md there).
"""
