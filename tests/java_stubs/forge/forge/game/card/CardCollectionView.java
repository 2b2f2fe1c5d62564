package forge.game.card;
public interface CardCollectionView extends forge.util.collect.FCollectionView<Card> { }
