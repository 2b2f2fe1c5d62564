"""The engine contract, the scenario data model it speaks, and one adapter per engine."""
