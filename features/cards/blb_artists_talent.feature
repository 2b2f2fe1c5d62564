Feature: Artist's Talent: at level 3, noncombat damage to an opponent's permanent is that much plus 2, from the same source
  Artist's Talent {1}{R} — Enchantment — Class: Whenever you cast a noncreature spell, you may discard a card. If
  you do, draw a card. {2}{R}: Level 2 — Noncreature spells you cast cost {1} less to cast. {2}{R}: Level 3 — If a
  source you control would deal noncombat damage to an opponent or a permanent an opponent controls, it deals
  that much damage plus 2 instead.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 614.1a (a replacement effect: "instead"), 120.3 (the source of the damage), 702.15b (lifelink:
  the source's controller gains life equal to the damage that source deals), 510.2 (combat damage isn't
  noncombat damage), 716.2a. Vampire Nighthawk 2/3 has flying, deathtouch and lifelink; Rabid Gnaw {1}{R}:
  target creature you control gets +1/+0 until end of turn, then deals damage equal to its power to target
  creature you don't control (it costs {R} with Artist's Talent at level 2). Giant Spider is 2/4.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Artist's Talent and Vampire Nighthawk
    And Bob controls Giant Spider

  @ruling:7e030708add7 @cr:614.1a @cr:120.3 @cr:702.15b
  Rule: The extra 2 damage is dealt by the original source, not by Artist's Talent
    The additional 2 damage is dealt by the same source as the original source of damage. The damage isn't
    dealt by Artist's Talent.

    @id:blb-artists-talent-plus-two-same-source
    Scenario: At level 3, Vampire Nighthawk (3/3 after Rabid Gnaw) deals 5 damage to Giant Spider, and lifelink gains Alice 5 life
      Given Alice has Rabid Gnaw in her hand
      And Alice has {R}{R}{R}{C}{C}{C}{C} in her mana pool
      And Alice will choose Vampire Nighthawk, then Giant Spider as targets
      When Alice activates Artist's Talent's "{2}{R}: Level 2" ability
      And all players pass priority until the stack is empty
      And Alice activates Artist's Talent's "{2}{R}: Level 3" ability
      And all players pass priority until the stack is empty
      And Alice casts Rabid Gnaw from her hand
      And all players pass priority until the stack is empty
      Then Alice's life total is 25
      And Bob has Giant Spider in his graveyard
      And Alice's mana pool is empty

    @id:blb-artists-talent-level-2-no-plus
    Scenario: At level 2, Vampire Nighthawk deals 3 damage to Giant Spider, and Alice gains 3 life
      Given Alice has Rabid Gnaw in her hand
      And Alice has {R}{R}{C}{C} in her mana pool
      And Alice will choose Vampire Nighthawk, then Giant Spider as targets
      When Alice activates Artist's Talent's "{2}{R}: Level 2" ability
      And all players pass priority until the stack is empty
      And Alice casts Rabid Gnaw from her hand
      And all players pass priority until the stack is empty
      Then Alice's life total is 23
      And Alice's mana pool is empty

  @cr:614.1a @cr:510.2
  Rule: Combat damage isn't increased
    CR 614.1a and 510.2: Artist's Talent's level 3 replaces only noncombat damage.

    @id:blb-artists-talent-combat-not-increased
    Scenario: At level 3, Vampire Nighthawk's combat damage to Bob is 2, and Alice gains 2 life
      Given Alice has {R}{R}{C}{C}{C}{C} in her mana pool
      When Alice activates Artist's Talent's "{2}{R}: Level 2" ability
      And all players pass priority until the stack is empty
      And Alice activates Artist's Talent's "{2}{R}: Level 3" ability
      And all players pass priority until the stack is empty
      And Alice attacks with Vampire Nighthawk
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 18
      And Alice's life total is 22
