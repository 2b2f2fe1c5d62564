Feature: The Darkness Crystal
  The Darkness Crystal {2}{B}{B} — Legendary Artifact
  Black spells you cast cost {1} less to cast.
  If a nontoken creature an opponent controls would die, instead exile it and you gain 2 life.
  {4}{B}{B}, {T}: Put target creature card exiled with The Darkness Crystal onto the battlefield tapped
  under your control with two additional +1/+1 counters on it. (Not modelled; no scenario activates it.)

  Rulings: the FIN rulings file (features/fin.rulings.json), 2025-06-06; all four recorded by
  wingedsheep/argentum-engine only (single source; that repository was shown to condense some texts).
  Replacement effects: CR 614.1a, 614.6; a replaced event triggers nothing (CR 603.2g).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:ab5182a3dca7 @cr:601.2f @cr:601.2h
  Rule: The cost reduction applies only to the generic mana of black spells
    The cost reduction applies only to generic mana in the total cost of black spells you cast.

    @id:darkness-crystal-reduces-generic
    Scenario: Cornered by Black Mages costs {B}{B} while Alice controls The Darkness Crystal
      Given Alice controls The Darkness Crystal
      And Bob controls Llanowar Elves
      And Alice has Cornered by Black Mages in her hand
      And Alice has {B}{B} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Cornered by Black Mages from her hand
      Then Alice's mana pool is empty
      When all players pass priority
      Then Bob controls no Llanowar Elves

    @id:darkness-crystal-no-colored-reduction
    Scenario: Mortician Beetle costs {B}: the reduction doesn't make it castable with {C}
      Given Alice controls The Darkness Crystal
      And Alice has Mortician Beetle in her hand
      And Alice has {C} in her mana pool
      When Alice tries to cast Mortician Beetle from her hand
      Then that is rejected by rule 601.2h
      And Alice's mana pool is {C}

  @ruling:25111db670bd @cr:111.7 @cr:704.5d @cr:700.4
  Rule: An opponent's creature token dies as normal, then ceases to exist
    If a creature token an opponent controls dies, it goes to that player's graveyard as normal before
    ceasing to exist.

    @id:darkness-crystal-token-dies
    Scenario: Bob's Wizard token dies to Lightning Bolt: it isn't exiled, and Bob's Al Bhed Salvagers sees it die
      Given Alice controls The Darkness Crystal
      And Bob controls Al Bhed Salvagers and Wizard
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Wizard as targets
      And Bob will choose Alice as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority
      Then Bob controls no Wizard
      And the triggered abilities put on the stack are 1 from Al Bhed Salvagers
      When all players pass priority until the stack is empty
      Then Alice's life total is 19
      And Bob's life total is 21

  @ruling:9c47480c6c06 @cr:614.6 @cr:603.2g
  Rule: An opponent's nontoken creature is exiled instead: its "dies" abilities don't trigger
    While you control The Darkness Crystal, abilities that trigger whenever a nontoken creature an
    opponent controls dies won't trigger because that card is exiled instead.

    @id:darkness-crystal-exiles-no-dies-trigger
    Scenario: Bob's Llanowar Elves would die: it is exiled, Alice gains 2 life, Bob's Al Bhed Salvagers doesn't trigger
      Given Alice controls The Darkness Crystal
      And Bob controls Al Bhed Salvagers and Llanowar Elves
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Llanowar Elves as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority
      Then Llanowar Elves is in exile
      And no triggered ability is put on the stack
      And Alice's life total is 22
      And Bob's life total is 20

    @id:darkness-crystal-own-creature-dies
    Scenario: Alice's own Llanowar Elves dies as usual: her Al Bhed Salvagers triggers
      Given Alice controls The Darkness Crystal, Al Bhed Salvagers and Llanowar Elves
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Llanowar Elves, then Bob as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority
      Then Alice has Llanowar Elves in her graveyard
      And the triggered abilities put on the stack are 1 from Al Bhed Salvagers
      When all players pass priority until the stack is empty
      Then Alice's life total is 21
      And Bob's life total is 19

  @ruling:00c8f746aaca @cr:614.6 @cr:603.10a @cr:701.8a
  Rule: Leaving the battlefield with the creatures, The Darkness Crystal still exiles them
    If The Darkness Crystal leaves the battlefield at the same time as one or more nontoken creatures an
    opponent controls would die, those creature cards will be exiled and you'll gain 2 life for each of them.

    @id:darkness-crystal-destroyed-with-creatures
    Scenario: Akroma's Vengeance destroys The Darkness Crystal with Bob's two creatures: both are exiled, Alice gains 4
      Given Alice controls The Darkness Crystal
      And Bob controls Llanowar Elves and Grazing Gladehart
      And Alice has Akroma's Vengeance in her hand
      And Alice has {W}{W}{C}{C}{C}{C} in her mana pool
      When Alice casts Akroma's Vengeance from her hand
      And all players pass priority
      Then Alice has The Darkness Crystal in her graveyard
      And Llanowar Elves and Grazing Gladehart are in exile
      And Alice's life total is 24

    @id:darkness-crystal-destroyed-with-own-creature
    Scenario: Destroyed with Alice's Isamaru and Bob's Elves: only Bob's creature is exiled, Alice gains 2
      Given Alice controls The Darkness Crystal and Isamaru, Hound of Konda
      And Bob controls Llanowar Elves
      And Alice has Akroma's Vengeance in her hand
      And Alice has {W}{W}{C}{C}{C}{C} in her mana pool
      When Alice casts Akroma's Vengeance from her hand
      And all players pass priority
      Then Alice has The Darkness Crystal and Isamaru, Hound of Konda in her graveyard
      And Llanowar Elves is in exile
      And Alice's life total is 22
