package forge.game.mana;
public class ManaPool { public int getAmountOfColor(final byte color) { return 0; } }
