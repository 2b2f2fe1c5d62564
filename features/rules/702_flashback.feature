Feature: 702.34 Flashback
  Flashback is a static ability that lets a player cast the card from their graveyard by paying its
  flashback cost instead of its mana cost; a spell cast this way is exiled instead of going anywhere
  else as it leaves the stack (CR 702.34a). Sorceress's Schemes: "Return target instant or sorcery card
  from your graveyard or exiled card with flashback you own to your hand. Add {R}. Flashback {4}{R}".

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:flashback-cast-from-graveyard-then-exiled @cr:702.34a @cr:608.2c
  Scenario: Sorceress's Schemes cast with flashback returns Lightning Bolt, adds {R}, and is exiled
    CR 702.34a: cast from the graveyard for {4}{R}; as it resolves, it is exiled instead of being put
    into the graveyard.

    Given Alice has Sorceress's Schemes and Lightning Bolt in her graveyard
    And Alice has {R}{C}{C}{C}{C} in her mana pool
    And Alice will choose Lightning Bolt as targets
    When Alice casts Sorceress's Schemes from her graveyard
    Then Alice's mana pool is empty
    When all players pass priority
    Then Alice has Lightning Bolt in her hand
    And Alice's mana pool is {R}
    And Sorceress's Schemes is in exile
    And Alice has no Sorceress's Schemes in her graveyard

  @id:flashback-needs-its-cost @cr:702.34a @cr:601.2h
  Scenario: Cast with flashback, Sorceress's Schemes costs {4}{R}, not its mana cost {3}{R}
    CR 702.34a: the flashback cost is paid instead of the mana cost; {3}{R} isn't enough.

    Given Alice has Sorceress's Schemes and Lightning Bolt in her graveyard
    And Alice has {R}{C}{C}{C} in her mana pool
    When Alice tries to cast Sorceress's Schemes from her graveyard
    Then that is rejected by rule 601.2h
    And Alice has Sorceress's Schemes and Lightning Bolt in her graveyard

  @id:cast-from-hand-goes-to-graveyard @cr:608.2n @cr:702.34a
  Scenario: Cast from the hand, Sorceress's Schemes goes to the graveyard as it resolves
    CR 608.2n: an instant or sorcery spell is put into its owner's graveyard as it resolves; only a
    spell cast with flashback is exiled instead.

    Given Alice has Sorceress's Schemes in her hand
    And Alice has Lightning Bolt in her graveyard
    And Alice has {R}{C}{C}{C} in her mana pool
    And Alice will choose Lightning Bolt as targets
    When Alice casts Sorceress's Schemes from her hand
    And all players pass priority
    Then Alice has Sorceress's Schemes in her graveyard
    And Alice has Lightning Bolt in her hand

  @id:flashback-card-in-exile-returned @cr:702.34a @cr:115.1
  Scenario: Sorceress's Schemes returns a card with flashback from exile
    CR 115.1: the spell can target "an exiled card with flashback you own": the first Sorceress's
    Schemes, exiled after it was cast with flashback, returns to Alice's hand.

    Given Alice has Sorceress's Schemes and Lightning Bolt in her graveyard
    And Alice has Sorceress's Schemes in her hand
    And Alice has {R}{R}{C}{C}{C}{C}{C}{C}{C} in her mana pool
    And Alice will choose Lightning Bolt, then Sorceress's Schemes as targets
    When Alice casts Sorceress's Schemes from her graveyard
    And all players pass priority
    Then Sorceress's Schemes is in exile
    When Alice casts Sorceress's Schemes from her hand
    And all players pass priority
    Then Alice has Sorceress's Schemes and Lightning Bolt in her hand
    And no Sorceress's Schemes is in exile
