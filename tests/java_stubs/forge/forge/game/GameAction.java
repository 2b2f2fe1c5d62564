package forge.game;
public class GameAction { public final void checkStateEffects(final boolean runEvents) { } }
