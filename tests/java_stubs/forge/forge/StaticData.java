package forge;
public class StaticData { public forge.card.CardDb getCommonCards() { return null; } }
