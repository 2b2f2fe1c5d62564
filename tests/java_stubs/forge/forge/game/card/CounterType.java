package forge.game.card;
public class CounterType { }
