package forge.deck;
public class Deck { public Deck() { } }
