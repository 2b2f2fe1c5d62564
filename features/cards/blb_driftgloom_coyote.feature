Feature: Driftgloom Coyote: exiled only while it is on the battlefield, and the exiled creature's last known power
  Driftgloom Coyote {3}{W}{W} — Creature — Elemental Coyote 3/4: When this creature enters, exile target
  creature an opponent controls until this creature leaves the battlefield. If that creature had power 2 or
  less, put a +1/+1 counter on this creature.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions, DriftgloomCoyote.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 610.3 and 610.3b (exiled
  until the source leaves; nothing is exiled if it has already left), 608.2h (last known information).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Driftgloom Coyote in her hand
    And Alice has {W}{W}{C}{C}{C} in her mana pool

  @ruling:dfc3bbe1aec6 @cr:610.3b @cr:610.3
  Rule: If Driftgloom Coyote has left the battlefield as its ability resolves, nothing is exiled
    If Driftgloom Coyote leaves the battlefield before its triggered ability resolves, the target creature
    won't be exiled.

    @id:blb-driftgloom-coyote-left-before-resolving
    Scenario: Bob destroys Driftgloom Coyote in response: his Grizzly Bears isn't exiled
      Given Bob controls Grizzly Bears
      And Bob has Murder in his hand
      And Bob has {B}{B}{C} in his mana pool
      And Alice will choose Grizzly Bears as targets
      And Bob will choose Driftgloom Coyote as targets
      When Alice casts Driftgloom Coyote from her hand
      And all players pass priority
      And Alice passes priority
      And Bob casts Murder from his hand
      And all players pass priority until the stack is empty
      Then Bob controls Grizzly Bears
      And Alice has Driftgloom Coyote in her graveyard

    @id:blb-driftgloom-coyote-exiles-until-it-leaves
    Scenario: Driftgloom Coyote stays: Grizzly Bears is exiled, and returns when Bob destroys Driftgloom Coyote later
      Given Bob controls Grizzly Bears
      And Bob has Murder in his hand
      And Bob has {B}{B}{C} in his mana pool
      And Alice will choose Grizzly Bears as targets
      And Bob will choose Driftgloom Coyote as targets
      When Alice casts Driftgloom Coyote from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears is in exile
      When Alice passes priority
      And Bob casts Murder from his hand
      And all players pass priority until the stack is empty
      Then Bob controls Grizzly Bears

  @ruling:bef37dd88b2d @cr:608.2h
  Rule: The exiled creature's power is the one it had on the battlefield
    Use the power of the exiled creature as it last existed on the battlefield to determine whether or not to
    put a +1/+1 counter on Driftgloom Coyote.

    @id:blb-driftgloom-coyote-last-known-power-three
    Scenario: Bob's Grizzly Bears with a +1/+1 counter had power 3, though the card in exile is 2/2: no counter
      Given Bob controls Grizzly Bears (with 1 +1/+1 counter)
      And Alice will choose Grizzly Bears as targets
      When Alice casts Driftgloom Coyote from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears is in exile
      And Driftgloom Coyote has 0 +1/+1 counters

    @id:blb-driftgloom-coyote-power-two
    Scenario: Bob's Grizzly Bears had power 2: Driftgloom Coyote gets a +1/+1 counter
      Given Bob controls Grizzly Bears
      And Alice will choose Grizzly Bears as targets
      When Alice casts Driftgloom Coyote from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears is in exile
      And Driftgloom Coyote has 1 +1/+1 counter
      And Driftgloom Coyote is 4/5
