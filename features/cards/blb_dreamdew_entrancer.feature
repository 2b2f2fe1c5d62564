Feature: Dreamdew Entrancer: stun counters on a creature already tapped, and an ability whose target is gone
  Dreamdew Entrancer {2}{G}{U} — Creature — Frog Wizard 3/4: Reach. When this creature enters, tap up to one
  target creature and put three stun counters on it. If you control that creature, draw two cards.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions, DreamdewEntrancer.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 122.1d (a permanent with
  a stun counter that would become untapped has a stun counter removed instead; reference_engine/stun.py, in
  the untap step and for untapping effects), 701.26a (tapping a tapped permanent), 608.2b (an ability whose
  every target is illegal doesn't resolve).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Dreamdew Entrancer in her hand
    And Alice has {G}{U}{C}{C} in her mana pool
    And Alice's library, from the top, is Island and Forest

  @ruling:d17efd5a87e3 @cr:608.2b
  Rule: With its target gone, the ability does nothing: no stun counters, no cards drawn
    If the target creature is an illegal target as Dreamdew Entrancer's last ability tries to resolve, it won't
    resolve and none of its effects will happen.

    @id:blb-dreamdew-entrancer-target-gone
    Scenario: Alice targets her own Grizzly Bears; Bob destroys it in response: Alice draws no card
      Given Alice controls Grizzly Bears
      And Bob has Lightning Bolt in his hand
      And Bob has {R} in his mana pool
      And Alice will choose Grizzly Bears as targets
      And Bob will choose Grizzly Bears as targets
      When Alice casts Dreamdew Entrancer from her hand
      And all players pass priority
      And Alice passes priority
      And Bob casts Lightning Bolt from his hand
      And all players pass priority until the stack is empty
      Then Alice has Grizzly Bears in her graveyard
      And Alice has no Island in her hand

    @id:blb-dreamdew-entrancer-own-creature-draws
    Scenario: Alice's Grizzly Bears is tapped with three stun counters, and Alice, who controls it, draws two cards
      Given Alice controls Grizzly Bears
      And Alice will choose Grizzly Bears as targets
      When Alice casts Dreamdew Entrancer from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears is tapped
      And Grizzly Bears has 3 stun counters
      And Alice has Island and Forest in her hand

  @ruling:68ff520e3789 @cr:701.26a @cr:122.1d
  Rule: A creature already tapped can be the target, and still gets three stun counters
    You may target a creature that is already tapped with Dreamdew Entrancer's last ability. If the target
    creature is already tapped as the ability resolves, you'll still put three stun counters on it.

    @id:blb-dreamdew-entrancer-tapped-target
    Scenario: Bob's tapped Grizzly Bears gets three stun counters; in Bob's untap step a stun counter is removed instead of untapping it
      Given Bob controls Grizzly Bears (tapped)
      And Alice will choose Grizzly Bears as targets
      When Alice casts Dreamdew Entrancer from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears has 3 stun counters
      And Alice has no Island in her hand
      When the game advances to Bob's upkeep
      Then Grizzly Bears is tapped
      And Grizzly Bears has 2 stun counters

    @id:blb-dreamdew-entrancer-untapped-target
    Scenario: Bob's untapped Grizzly Bears is tapped and gets three stun counters
      Given Bob controls Grizzly Bears
      And Alice will choose Grizzly Bears as targets
      When Alice casts Dreamdew Entrancer from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears is tapped
      And Grizzly Bears has 3 stun counters
