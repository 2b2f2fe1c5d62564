Feature: Maha, Its Feathers Night: base toughness 1 for opponents' creatures, in timestamp order, under every modification
  Maha, Its Feathers Night {3}{B}{B} — Legendary Creature — Elemental Bird 6/5: Flying, trample. Ward—Discard a
  card. Creatures your opponents control have base toughness 1.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). Maha's ward is declared not modelled in reference_engine/cards/data/blb_l_z.json; no scenario
  targets Maha. CR 613.4b (layer 7b: effects setting power and/or toughness), 613.7 and 613.7a (timestamp
  order; a static ability has its source's timestamp), 613.4c (layer 7c: counters and "gets +N/+N" effects apply
  after every setting effect, whenever they began). Ride the Shoopuf's ability makes it "a 7/7 Beast creature"
  (it sets its base power and toughness, 613.4b); Crumb and Get It gives +2/+2 (613.4c), its gift not promised.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:8f5844ec5e86 @cr:613.4b @cr:613.7 @cr:613.7a
  Rule: Maha overwrites earlier toughness-setting effects, and later ones overwrite it
    Maha's last ability overwrites all previous effects that set those creatures' base toughness to specific
    values. Any toughness-setting effects that start to apply afterward will overwrite this effect.

    @id:blb-maha-overwrites-earlier-setting
    Scenario: Bob's Ride the Shoopuf became a 7/7 before Maha entered: it is 7/1
      Given Bob controls Ride the Shoopuf
      And Bob has {G}{G}{C}{C}{C}{C}{C} in his mana pool
      And Alice has Maha, Its Feathers Night in her hand
      And Alice has {B}{B}{C}{C}{C} in her mana pool
      When Alice passes priority
      And Bob activates Ride the Shoopuf's "{5}{G}{G}" ability
      And all players pass priority until the stack is empty
      Then Ride the Shoopuf is 7/7
      When Alice casts Maha, Its Feathers Night from her hand
      And all players pass priority until the stack is empty
      Then Ride the Shoopuf is 7/1

    @id:blb-maha-later-setting-overwrites
    Scenario: With Maha on the battlefield, Bob's Ride the Shoopuf becomes a 7/7 afterwards: it is 7/7
      Given Alice controls Maha, Its Feathers Night
      And Bob controls Ride the Shoopuf
      And Bob has {G}{G}{C}{C}{C}{C}{C} in his mana pool
      When Alice passes priority
      And Bob activates Ride the Shoopuf's "{5}{G}{G}" ability
      And all players pass priority until the stack is empty
      Then Ride the Shoopuf is 7/7

    @id:blb-maha-own-creatures-unaffected
    Scenario: Maha sets only Bob's creatures' base toughness: Alice's Grizzly Bears stays 2/2, Bob's is 2/1
      Given Alice controls Maha, Its Feathers Night and Grizzly Bears
      And Bob controls Grizzly Bears
      Then the Grizzly Bears permanents are 2/2 and 2/1

  @ruling:e190233a414f @cr:613.4c @cr:613.7
  Rule: Counters and "gets +N/+N" effects apply to Maha's creatures whenever they began
    Effects that modify a creature's power and/or toughness, such as the effect of Overprotect, will apply to the
    creature no matter when they started to take effect. The same is true for counters that change its power
    and/or toughness and effects that switch its power and toughness.

    Switching power and toughness isn't modelled by the reference engine: no scenario switches them.

    @id:blb-maha-counter-applies
    Scenario: Bob's Grizzly Bears with a +1/+1 counter under Maha is 3/2
      Given Alice controls Maha, Its Feathers Night
      And Bob controls Grizzly Bears (with 1 +1/+1 counter)
      Then Grizzly Bears is 3/2

    @id:blb-maha-earlier-pump-applies
    Scenario: Bob's Grizzly Bears got +2/+2 before Maha entered: under Maha it is 4/3
      Given Bob controls Grizzly Bears
      And Bob has Crumb and Get It in his hand
      And Bob has {W} in his mana pool
      And Bob will choose no one to promise the gift to
      And Bob will choose Grizzly Bears as targets
      And Alice has Maha, Its Feathers Night in her hand
      And Alice has {B}{B}{C}{C}{C} in her mana pool
      When Alice passes priority
      And Bob casts Crumb and Get It from his hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears is 4/4
      When Alice casts Maha, Its Feathers Night from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears is 4/3
