package mage.constants;

/** Stub: the steps of a turn, as XMage names them. */
public enum PhaseStep {
    UNTAP, UPKEEP, DRAW, PRECOMBAT_MAIN, BEGIN_COMBAT, DECLARE_ATTACKERS, DECLARE_BLOCKERS, FIRST_COMBAT_DAMAGE,
    COMBAT_DAMAGE, END_COMBAT, POSTCOMBAT_MAIN, END_TURN, CLEANUP
}
