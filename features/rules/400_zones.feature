Feature: 400.7 An object that changes zones becomes a new object
  An object that moves from one zone to another becomes a new object with no memory of, or relation
  to, its previous existence (CR 400.7): the counters on a permanent, the damage marked on it and the
  effects that applied to it don't follow the card to another zone and back.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:new-object-without-its-counters @cr:400.7 @cr:122.2
  Scenario: Sazh's Chocobo returned from the graveyard has none of the counters it had
    CR 400.7: Sazh's Chocobo died with two +1/+1 counters; Order of Whiteclay returns the card as a new
    object, with no counters and no damage: a 0/1 again.

    Given Alice controls Sazh's Chocobo (with 2 +1/+1 counters) and Order of Whiteclay (tapped)
    And Alice has {W}{W}{C} in her mana pool
    And Alice will choose Sazh's Chocobo as targets
    And Bob has Lightning Bolt in his hand
    And Bob has {R} in his mana pool
    And Bob will choose Sazh's Chocobo as targets
    When Alice passes priority
    And Bob casts Lightning Bolt from his hand
    And all players pass priority
    Then Alice has Sazh's Chocobo in her graveyard
    When Alice activates Order of Whiteclay's "{1}{W}{W}, {Q}:" ability
    And all players pass priority
    Then Alice controls Sazh's Chocobo
    And Sazh's Chocobo has 0 +1/+1 counters
    And Sazh's Chocobo is 0/1

  @id:new-object-without-until-end-of-turn-pump @cr:400.7 @cr:611.2c
  Scenario: Flameblade Adept returned from the graveyard the same turn has lost the +1/+0 it got until end of turn
    CR 400.7: Flameblade Adept got +1/+0 until end of turn from its own ability, then died; Order of Whiteclay
    returns the card that turn as a new object, which the old object's effect doesn't apply to (CR 611.2c): a
    1/2 again, not 2/2.

    Given Alice controls Flameblade Adept and Order of Whiteclay (tapped)
    And Alice has Street Wraith in her hand
    And Alice's library, from the top, is Forest
    And Alice has {W}{W}{C} in her mana pool
    And Alice will choose Flameblade Adept as targets
    And Bob has Lightning Bolt in his hand
    And Bob has {R} in his mana pool
    And Bob will choose Flameblade Adept as targets
    When Alice cycles Street Wraith from her hand
    And all players pass priority until the stack is empty
    Then Flameblade Adept is 2/2
    When Alice passes priority
    And Bob casts Lightning Bolt from his hand
    And all players pass priority
    Then Alice has Flameblade Adept in her graveyard
    When Alice activates Order of Whiteclay's "{1}{W}{W}, {Q}:" ability
    And all players pass priority
    Then Alice controls Flameblade Adept
    And Flameblade Adept is 1/2

  @id:new-object-not-equipped @cr:400.7 @cr:704.5n
  Scenario: An Equipment stays on the battlefield unattached when its creature dies; the returned creature isn't equipped
    CR 704.5n: an Equipment attached to a permanent that left becomes unattached; CR 400.7: Isamaru
    returned from the graveyard is a new object, not the creature Thirsting Axe was attached to, so it
    is 2/2, not 6/2.

    Given Alice controls Isamaru, Hound of Konda, Thirsting Axe (attached to Isamaru, Hound of Konda) and Order of Whiteclay (tapped)
    And Alice has {W}{W}{C} in her mana pool
    And Alice will choose Isamaru, Hound of Konda as targets
    And Bob has Lightning Bolt in his hand
    And Bob has {R} in his mana pool
    And Bob will choose Isamaru, Hound of Konda as targets
    When Alice passes priority
    And Bob casts Lightning Bolt from his hand
    And all players pass priority
    Then Alice has Isamaru, Hound of Konda in her graveyard
    And Alice controls Thirsting Axe
    When Alice activates Order of Whiteclay's "{1}{W}{W}, {Q}:" ability
    And all players pass priority
    Then Alice controls Isamaru, Hound of Konda
    And Isamaru, Hound of Konda is 2/2

  @id:flickered-creature-not-equipped @cr:400.7 @cr:704.5n
  Scenario: An Equipment doesn't follow a creature exiled and returned at once: the returned permanent isn't equipped
    CR 400.7: Dion is exiled and returned to the battlefield transformed by one ability, with no moment in
    between; Bahamut, Warden of Light is a new object, not the creature Thirsting Axe was attached to, so the
    Axe stays on the battlefield unattached (CR 704.5n) and Bahamut is 5/5, not 9/5.

    Given Alice controls Dion, Bahamut's Dominant and Thirsting Axe (attached to Dion, Bahamut's Dominant)
    And Alice has {W}{W}{W}{W}{W}{W} in her mana pool
    Then Dion, Bahamut's Dominant is 7/3
    When Alice activates Dion, Bahamut's Dominant's "{4}{W}{W}, {T}" ability
    And all players pass priority until the stack is empty
    Then Alice controls Bahamut, Warden of Light and Thirsting Axe
    And Bahamut, Warden of Light is 5/5
