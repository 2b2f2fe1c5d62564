Feature: Excalibur II
  Excalibur II {1} — Legendary Artifact — Equipment
  Whenever you gain life, put a charge counter on Excalibur II.
  Equipped creature gets +1/+1 for each charge counter on Excalibur II.
  Equip {3}

  Rulings: the FIN rulings file (features/fin.rulings.json), 2025-06-06. Wording as recorded by
  shaggy806/MTG-Engine only (single source) for all five. Life gain events: CR 119.9, 120.3f, 810.9.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:889d56272573 @cr:704.3 @cr:603.3 @cr:704.5g
  Rule: The equipped creature dealt lethal damage as you gain life dies before the charge counter is put
    If the equipped creature is dealt lethal damage at the same time that you gain life, it will die
    before Excalibur II's first ability would resolve.

    @id:excalibur-lethal-damage-dies-first
    Scenario: Lightning Helix deals 3 damage to a 3/3 equipped Isamaru as Alice gains 3 life: Isamaru dies
      Given Alice controls Isamaru, Hound of Konda and Excalibur II (attached to Isamaru, Hound of Konda, with 1 charge counter)
      And Alice has Lightning Helix in her hand
      And Alice has {R}{W} in her mana pool
      And Alice will choose Isamaru, Hound of Konda as targets
      When Alice casts Lightning Helix from her hand
      And all players pass priority
      Then Alice has Isamaru, Hound of Konda in her graveyard
      And the triggered abilities put on the stack are 1 from Excalibur II
      When all players pass priority until the stack is empty
      Then Excalibur II has 2 charge counters

    @id:excalibur-gain-without-damage-grows
    Scenario: Lightning Helix aimed at Bob: Isamaru survives and grows with the second charge counter
      Given Alice controls Isamaru, Hound of Konda and Excalibur II (attached to Isamaru, Hound of Konda, with 1 charge counter)
      And Alice has Lightning Helix in her hand
      And Alice has {R}{W} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Lightning Helix from her hand
      And all players pass priority until the stack is empty
      Then Excalibur II has 2 charge counters
      And Isamaru, Hound of Konda is 4/4

  @ruling:1e6d2f19fc11 @cr:120.3f @cr:702.15b @cr:510.2 @cr:119.9
  Rule: Each creature with lifelink dealing combat damage is a separate life-gaining event
    Each creature with lifelink dealing combat damage causes a separate life-gaining event. For example,
    if two creatures you control with lifelink deal combat damage at the same time, Excalibur II's
    ability will trigger twice. However, if a single creature you control with lifelink deals combat
    damage to multiple creatures, players, planeswalkers, and/or battles at the same time (perhaps
    because it has trample or was blocked by more than one creature), the ability will trigger only once.

    The reference engine has no blockers or trample, so the "single creature dealing damage to several"
    half is not exercised here; the boundary is one lifelink creature dealing combat damage once.

    @id:excalibur-two-lifelinkers-two-triggers
    Scenario: Two Vampire Nighthawks deal combat damage together: Excalibur II's ability triggers twice
      Given Alice controls 2 Vampire Nighthawk and Excalibur II
      When Alice attacks with 2 Vampire Nighthawk
      And the game advances to Alice's combat damage step
      Then the triggered abilities put on the stack are 2 from Excalibur II
      When all players pass priority until the stack is empty
      Then Excalibur II has 2 charge counters
      And Alice's life total is 24

    @id:excalibur-one-lifelinker-one-trigger
    Scenario: One Vampire Nighthawk deals combat damage: Excalibur II's ability triggers once
      Given Alice controls 2 Vampire Nighthawk and Excalibur II
      When Alice attacks with Vampire Nighthawk
      And the game advances to Alice's combat damage step
      Then the triggered abilities put on the stack are 1 from Excalibur II
      When all players pass priority until the stack is empty
      Then Excalibur II has 1 charge counter

  @ruling:c858f246725a @cr:119.9 @cr:608.2h
  Rule: Life gained "for each" of something is one event
    If you gain an amount of life "for each" of something or "equal to the number" of something, that
    life is gained as one event and Excalibur II's first ability triggers only once.

    @id:excalibur-for-each-one-event
    Scenario: Peach Garden Oath with two creatures gains 4 life as one event: one charge counter
      Given Alice controls Excalibur II, Isamaru, Hound of Konda and Llanowar Elves
      And Alice has Peach Garden Oath in her hand
      And Alice has {W} in her mana pool
      When Alice casts Peach Garden Oath from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Excalibur II
      When all players pass priority until the stack is empty
      Then Excalibur II has 1 charge counter
      And Alice's life total is 24

    @id:excalibur-for-each-zero-no-event @cr:119.9
    Scenario: Peach Garden Oath with no creatures gains 0 life: no life gain event, no trigger
      CR 119.9: if a player gains 0 life, no life gain event has occurred, and "whenever you gain life"
      abilities don't trigger.

      Given Alice controls Excalibur II
      And Alice has Peach Garden Oath in her hand
      And Alice has {W} in her mana pool
      When Alice casts Peach Garden Oath from her hand
      And all players pass priority
      Then no triggered ability is put on the stack
      And Excalibur II has 0 charge counters
      And Alice's life total is 20

  @ruling:9b5e8162ee51 @cr:119.9 @cr:603.2c @cr:700.4
  Rule: Excalibur II's first ability triggers once for each life-gaining event, whatever the amount
    Excalibur II's first ability triggers just once for each life-gaining event, whether it's 1 life from
    Al Bhed Salvagers or 3 life from Balamb T-Rexaur.

    @id:excalibur-one-trigger-per-gain-al-bhed-and-food
    Scenario: Sacrificing a Food: 1 life from Al Bhed Salvagers and 3 life from the Food, one charge counter each
      Given Alice controls Excalibur II, Al Bhed Salvagers and Food
      And Alice has {C}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice activates Food's "{2}, {T}, Sacrifice this token" ability
      And all players pass priority until the stack is empty
      Then Excalibur II has 2 charge counters
      And Alice's life total is 24

    @id:excalibur-one-trigger-for-three-life
    Scenario: Gaining 3 life at once puts one charge counter on Excalibur II, not three
      Given Alice controls Excalibur II
      And Alice has Lightning Helix in her hand
      And Alice has {R}{W} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Lightning Helix from her hand
      And all players pass priority until the stack is empty
      Then Excalibur II has 1 charge counter
      And Alice's life total is 23
