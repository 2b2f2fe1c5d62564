Feature: Another Round: creatures exiled and returned as new objects, chosen anew each time, X more times
  Another Round {X}{X}{2}{W} — Sorcery: Exile any number of creatures you control, then return them to the
  battlefield under their owner's control. Then repeat this process X more times.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions). CR 610.3 (exile, then return), 400.7 (a new object: no counters, no attachments), 111.7 and
  704.5d (a token in exile ceases to exist), 704.5m (an Aura attached to nothing goes to the graveyard), 301.5c
  (Equipment stays on the battlefield, unattached), 107.3 (X).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Another Round in her hand

  @ruling:aae997c3503a @cr:610.3 @cr:400.7
  Rule: The exiled creatures return together as new objects
    The creatures return to the battlefield simultaneously. They're new objects with no relation to their
    previous existence.

    This scenario shows the "new objects" part: no card of the data triggers on several creatures entering at
    once, so the simultaneity itself isn't observed.

    @id:otj-another-round-returned-as-new-objects
    Scenario: Grizzly Bears and Memnite, each with a +1/+1 counter, are exiled and return without counters
      Given Alice controls Grizzly Bears (with 1 +1/+1 counter) and Memnite (with 1 +1/+1 counter)
      And Alice has {W}{C}{C} in her mana pool
      And Alice will choose Grizzly Bears, then Memnite, then no more to exile
      When Alice casts Another Round from her hand with X = 0
      And all players pass priority until the stack is empty
      Then Alice controls Grizzly Bears and Memnite
      And Grizzly Bears has 0 +1/+1 counters
      And Memnite has 0 +1/+1 counters

    @id:otj-another-round-unchosen-creature-unchanged
    Scenario: Memnite, not chosen, stays the same object: it keeps its counter
      Given Alice controls Grizzly Bears (with 1 +1/+1 counter) and Memnite (with 1 +1/+1 counter)
      And Alice has {W}{C}{C} in her mana pool
      And Alice will choose Grizzly Bears, then no more to exile
      When Alice casts Another Round from her hand with X = 0
      And all players pass priority until the stack is empty
      Then Grizzly Bears has 0 +1/+1 counters
      And Memnite has 1 +1/+1 counter

  @ruling:66337ccbc430 @cr:107.3 @cr:610.3
  Rule: Each time the process is repeated, the creatures are chosen anew, none allowed
    You choose which creatures to exile each time you perform the process. You don't have to exile the same
    creatures each time, and you can choose to exile no creatures.

    @id:otj-another-round-different-creatures-each-time
    Scenario: With X = 1, Alice exiles Grizzly Bears the first time and Memnite the second: both lose their counters
      Given Alice controls Grizzly Bears (with 1 +1/+1 counter) and Memnite (with 1 +1/+1 counter)
      And Alice has {W}{C}{C}{C}{C} in her mana pool
      And Alice will choose Grizzly Bears, then no more, then Memnite, then no more to exile
      When Alice casts Another Round from her hand with X = 1
      And all players pass priority until the stack is empty
      Then Grizzly Bears has 0 +1/+1 counters
      And Memnite has 0 +1/+1 counters

    @id:otj-another-round-no-creatures-chosen
    Scenario: With X = 1, Alice exiles no creatures either time: both keep their counters
      Given Alice controls Grizzly Bears (with 1 +1/+1 counter) and Memnite (with 1 +1/+1 counter)
      And Alice has {W}{C}{C}{C}{C} in her mana pool
      And Alice will choose no more, then no more to exile
      When Alice casts Another Round from her hand with X = 1
      And all players pass priority until the stack is empty
      Then Grizzly Bears has 1 +1/+1 counter
      And Memnite has 1 +1/+1 counter

  @ruling:2bd72377dd81 @cr:111.7 @cr:704.5d
  Rule: An exiled token ceases to exist and doesn't return
    If a creature you exile this way is a token, it ceases to exist and won't return to the battlefield.

    @id:otj-another-round-token-doesnt-return
    Scenario: Alice's Zombie Rogue token is exiled: it doesn't return; Grizzly Bears does
      Given Alice controls Zombie Rogue and Grizzly Bears
      And Alice has {W}{C}{C} in her mana pool
      And Alice will choose Zombie Rogue, then Grizzly Bears, then no more to exile
      When Alice casts Another Round from her hand with X = 0
      And all players pass priority until the stack is empty
      Then Alice controls no Zombie Rogue
      And Alice controls Grizzly Bears
      And no Zombie Rogue is in exile

    @id:otj-another-round-token-not-chosen-stays
    Scenario: Alice's Zombie Rogue token, not exiled, stays on the battlefield
      Given Alice controls Zombie Rogue and Grizzly Bears
      And Alice has {W}{C}{C} in her mana pool
      And Alice will choose Grizzly Bears, then no more to exile
      When Alice casts Another Round from her hand with X = 0
      And all players pass priority until the stack is empty
      Then Alice controls Zombie Rogue and Grizzly Bears

  @ruling:6f400ab0744f @cr:400.7 @cr:704.5m @cr:301.5c
  Rule: Auras go to the graveyard, Equipment stays unattached, counters cease to exist
    Auras attached to the exiled creatures will be put into their owners' graveyards. Equipment will become
    unattached but remain on the battlefield. Counters on the exiled creatures will cease to exist.

    @id:otj-another-round-aura-and-equipment
    Scenario: Grizzly Bears with Holy Strength and Buster Sword is exiled and returns: Holy Strength is in the graveyard, Buster Sword unattached
      Given Alice controls Grizzly Bears (with 1 +1/+1 counter), Holy Strength (attached to Grizzly Bears) and Buster Sword (attached to Grizzly Bears)
      And Alice has {W}{C}{C} in her mana pool
      And Alice will choose Grizzly Bears, then no more to exile
      When Alice casts Another Round from her hand with X = 0
      And all players pass priority until the stack is empty
      Then Alice has Holy Strength in her graveyard
      And Buster Sword is attached to nothing
      And Alice controls Grizzly Bears and Buster Sword
      And Grizzly Bears has 0 +1/+1 counters

    @id:otj-another-round-attachments-stay-when-not-chosen
    Scenario: Grizzly Bears not chosen: Holy Strength and Buster Sword stay attached, the counter stays
      Given Alice controls Grizzly Bears (with 1 +1/+1 counter), Holy Strength (attached to Grizzly Bears) and Buster Sword (attached to Grizzly Bears)
      And Alice has {W}{C}{C} in her mana pool
      And Alice will choose no more to exile
      When Alice casts Another Round from her hand with X = 0
      And all players pass priority until the stack is empty
      Then Holy Strength is attached to Grizzly Bears
      And Buster Sword is attached to Grizzly Bears
      And Grizzly Bears has 1 +1/+1 counter
