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

  @id:land-from-top-needs-own-chocobo @cr:305.1
  Scenario: An opponent's Traveling Chocobo doesn't let Alice play lands from the top of her library
    CR 305.1: only an effect that applies to Alice lets her play a land from another zone; Bob's
    Traveling Chocobo says "your library", Bob's.

    Given Bob controls Traveling Chocobo
    And Alice's library, from the top, is Forest
    When Alice tries to play Forest from the top of her library
    Then that is rejected by rule 305.1
    And the top card of Alice's library is Forest

  @id:land-played-while-an-ability-resolves @cr:305.1 @cr:305.2 @cr:608.2g
  Scenario: A land played as Clive's Hideaway's ability resolves uses the land play of the turn
    CR 305.2: playing a land while an ability resolves skips the timing rules but still counts as the
    turn's land play, so Alice can't play another land afterwards. (Hideaway looked at the top four
    cards and put the other three on the bottom, CR 702.75a: Wastes is on top.)

    Given Alice controls Cloud, Midgar Mercenary, Teysa Karlov, Isamaru, Hound of Konda and The Goose Mother
    And Alice has Clive's Hideaway and Island in her hand
    And Alice's library, from the top, is Forest, Plains, Swamp, Mountain and Wastes
    And Alice will choose Forest to exile with hideaway
    And Alice will answer the "you may" choices with yes
    And Alice has {C}{C} in her mana pool
    When an effect puts Clive's Hideaway from Alice's hand onto the battlefield under her control
    And all players pass priority until the stack is empty
    Then Forest is in exile
    And the top card of Alice's library is Wastes
    When Alice activates Clive's Hideaway's "{2}, {T}:" ability
    And all players pass priority until the stack is empty
    Then Alice controls Forest
    When Alice tries to play Island from her hand
    Then that is rejected by rule 305.2

  @id:land-not-played-while-resolving-after-land-play @cr:305.2 @cr:608.2g
  Scenario: After the turn's land play, Clive's Hideaway's ability can't play the exiled land
    CR 305.2: the land play is already used, so the exiled Forest can't be played as the ability
    resolves; it stays in exile.

    Given Alice controls Cloud, Midgar Mercenary, Teysa Karlov, Isamaru, Hound of Konda and The Goose Mother
    And Alice has Clive's Hideaway in her hand
    And Alice's library, from the top, is Forest, Plains, Swamp, Mountain and Wastes
    And Alice will choose Forest to exile with hideaway
    And Alice will answer the "you may" choices with yes
    And Alice has {C}{C} in her mana pool
    When Alice plays Clive's Hideaway from her hand
    And all players pass priority until the stack is empty
    And Alice activates Clive's Hideaway's "{2}, {T}:" ability
    And all players pass priority until the stack is empty
    Then Forest is in exile
    And Alice controls no Forest

  @id:basic-land-mana @cr:305.6 @cr:106.3
  Scenario Outline: <land> taps for {<mana>}
    CR 305.6: each basic land type has the intrinsic ability "{T}: Add [its mana]"; Wastes, a basic land
    with no basic land type, has "{T}: Add {C}." printed on it.

    Given Alice controls <land>
    When Alice activates <land>'s "{T}: Add {<mana>}." ability
    Then Alice's mana pool is {<mana>}
    And <land> is tapped

    Examples:
      | land     | mana |
      | Plains   | W    |
      | Island   | U    |
      | Swamp    | B    |
      | Mountain | R    |
      | Forest   | G    |
      | Wastes   | C    |

  @id:land-from-top-with-both-chocobos @cr:305.1
  Scenario: With Bob's Traveling Chocobo and her own, Alice may play a land from the top of her library
    CR 305.1: Alice's own Traveling Chocobo allows it, whatever Bob's does; Bob's entered first.

    Given Bob controls Traveling Chocobo
    And Alice has Traveling Chocobo in her hand
    And Alice has {G}{C}{C} in her mana pool
    And Alice's library, from the top, is Forest
    When Alice casts Traveling Chocobo from her hand
    And all players pass priority
    And Alice plays Forest from the top of her library
    Then Alice controls Forest

  @id:land-play-each-turn @cr:305.2 @cr:500.1
  Scenario: The land play comes back each turn
    CR 305.2: a player can normally play one land during each of their turns; Alice played one this turn
    and plays another in her next turn.

    Given Alice has Forest and Island in her hand
    And Alice's library, from the top, is Swamp
    And Bob's library, from the top, is Mountain
    When Alice plays Forest from her hand
    And the game advances to Bob's upkeep
    And the game advances to Alice's precombat main phase
    And Alice plays Island from her hand
    Then Alice controls Forest and Island
