package org.mage.test.serverside.base;

import mage.constants.PhaseStep;
import mage.constants.Zone;
import mage.counters.CounterType;
import org.mage.test.player.TestPlayer;

/** Stub of the base class of XMage's two-player card tests: the members the exporter uses, bodies empty. */
public abstract class CardTestPlayerBase {
    protected TestPlayer playerA = new TestPlayer();
    protected TestPlayer playerB = new TestPlayer();

    // setup
    public void addCard(Zone gameZone, TestPlayer player, String cardName) { }
    public void addCard(Zone gameZone, TestPlayer player, String cardName, int count) { }
    public void addCard(Zone gameZone, TestPlayer player, String cardName, int count, boolean tapped) { }
    public void setLife(TestPlayer player, int life) { }
    public void removeAllCardsFromLibrary(TestPlayer player) { }
    protected void setStrictChooseMode(boolean enable) { }

    // actions and choices
    public void playLand(int turnNum, PhaseStep step, TestPlayer player, String cardName) { }
    public void castSpell(int turnNum, PhaseStep step, TestPlayer player, String cardName) { }
    public void activateAbility(int turnNum, PhaseStep step, TestPlayer player, String ability) { }
    public void activateManaAbility(int turnNum, PhaseStep step, TestPlayer player, String ability) { }
    public void waitStackResolved(int turnNum, PhaseStep step, TestPlayer player, boolean skipOneStackObjectOnly) { }
    public void setChoice(TestPlayer player, String choice) { }
    public void setChoice(TestPlayer player, boolean choice) { }

    // running
    public void setStopAt(int turn, PhaseStep step) { }
    public void execute() { }
    public void assertAllCommandsUsed() throws AssertionError { }

    // checks at a turn and step
    public void checkPlayableAbility(String checkName, int turnNum, PhaseStep step, TestPlayer player, String abilityStartText, Boolean mustHave) { }
    public void checkLife(String checkName, int turnNum, PhaseStep step, TestPlayer player, Integer life) { }
    public void checkPermanentCount(String checkName, int turnNum, PhaseStep step, TestPlayer player, TestPlayer targetPlayer, String permanentName, Integer count) { }
    public void checkPermanentCounters(String checkName, int turnNum, PhaseStep step, TestPlayer player, String permanentName, CounterType counterType, Integer count) { }
    public void checkPT(String checkName, int turnNum, PhaseStep step, TestPlayer player, String permanentName, Integer power, Integer toughness) { }
    public void checkPermanentTapped(String checkName, int turnNum, PhaseStep step, TestPlayer player, String permanentName, Boolean tapped, Integer count) { }
    public void checkHandCardCount(String checkName, int turnNum, PhaseStep step, TestPlayer player, String cardName, Integer count) { }
    public void checkGraveyardCount(String checkName, int turnNum, PhaseStep step, TestPlayer player, String permanentName, Integer count) { }
    public void checkExileCount(String checkName, int turnNum, PhaseStep step, TestPlayer player, String permanentName, Integer count) { }
    public void checkLibraryCount(String checkName, int turnNum, PhaseStep step, TestPlayer player, String permanentName, Integer count) { }
    public void checkManaPool(String checkName, int turnNum, PhaseStep step, TestPlayer player, String colors, Integer amount) { }
    public void checkStackSize(String checkName, int turnNum, PhaseStep step, TestPlayer player, Integer needStackSize) { }
}
