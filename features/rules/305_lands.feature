Feature: 305 Lands
  A land card is played, not cast: playing a land is a special action a player with priority takes in
  a main phase of their turn with an empty stack, from their hand or a zone an effect allows (CR 305.1).
  A card that is a land can't be cast as a spell (CR 305.9), and a card that isn't a land can't be
  played as one. An effect that allows playing the top card of a library allows only that card (CR
  601.3, 305.1).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:land-cant-be-cast @cr:305.9
  Scenario: A land card can't be cast as a spell
    CR 305.9: an object that is a land can be played only as a land; it can't be cast.

    Given Alice has Forest in her hand
    When Alice tries to cast Forest from her hand
    Then that is rejected by rule 305.9
    And Alice has Forest in her hand

  @id:nonland-cant-be-played-as-a-land @cr:305.1
  Scenario: A creature card can't be played as a land
    CR 305.1: only a land card is played as a land; Gilded Goose is a creature card.

    Given Alice has Gilded Goose in her hand
    When Alice tries to play Gilded Goose from her hand
    Then that is rejected by rule 305.1
    And Alice has Gilded Goose in her hand
    And Alice controls no Gilded Goose

  @id:land-played-from-hand @cr:305.1 @cr:305.2
  Scenario: A land card in the hand is played as a land
    CR 305.1: in her main phase, with priority and an empty stack, Alice plays Forest; it uses her
    one land play of the turn (CR 305.2).

    Given Alice has Forest and Island in her hand
    When Alice plays Forest from her hand
    And Alice tries to play Island from her hand
    Then that is rejected by rule 305.2
    And Alice controls Forest
    And Alice has Island in her hand

  @id:land-below-the-top-of-the-library @cr:305.1 @cr:601.3
  Scenario: Traveling Chocobo allows the top card only: a land below it can't be played
    CR 305.1: a land is played from the hand, or from a zone an effect allows. Traveling Chocobo allows
    lands from the top of the library; Forest is the second card, so it can't be played.

    Given Alice controls Traveling Chocobo
    And Alice's library, from the top, is Island, then Forest
    When Alice tries to play Forest from her library
    Then that is rejected by rule 305.1
    And Alice has Island and Forest in her library
    And Alice controls no Forest

  @id:bird-below-the-top-of-the-library @cr:601.3
  Scenario: Traveling Chocobo allows the top card only: a Bird below it can't be cast
    CR 601.3: a player can begin to cast a spell only if a rule or effect allows it. Traveling Chocobo
    allows Bird spells from the top of the library; Gilded Goose is the second card.

    Given Alice controls Traveling Chocobo
    And Alice's library, from the top, is Island, then Gilded Goose
    And Alice has {G} in her mana pool
    When Alice tries to cast Gilded Goose from her library
    Then that is rejected by rule 601.3
    And Alice has Gilded Goose in her library
    And Alice's mana pool is {G}
