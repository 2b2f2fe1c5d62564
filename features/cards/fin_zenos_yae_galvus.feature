Feature: Zenos yae Galvus
  Zenos yae Galvus {3}{B}{B} — Legendary Creature — Human Noble Warrior 4/4
  My First Friend — When Zenos yae Galvus enters, choose a creature an opponent controls. Until end of turn,
  creatures other than Zenos yae Galvus and the chosen creature get -2/-2.

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source.

  @id:zenos-nothing-to-choose-others-still-shrink @ruling:9d33b7d83cd6 @cr:609.3 @cr:611.2c
  Scenario: With no creature to choose, the other creatures still get -2/-2
    In the case where you can't choose a creature an opponent controls for Zenos's first ability (probably
    because your opponents control no creatures), other creatures will still get -2/-2 until end of turn when
    Zenos's first ability resolves. Wording as recorded by one source only (not corroborated). Bob controls no
    creature; no choice is scripted, so an engine that asks for one fails.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Zenos yae Galvus in her hand
    And Alice has {B}{B}{B}{B}{B} in her mana pool
    And Alice controls Sazh's Chocobo (with 2 +1/+1 counters)
    When Alice casts Zenos yae Galvus from her hand
    And all players pass priority until the stack is empty
    Then Sazh's Chocobo is 0/1
    And Zenos yae Galvus is 4/4

  @id:zenos-chosen-creature-spared @ruling:9d33b7d83cd6 @cr:611.2c
  Scenario: The creature Alice chooses and Zenos keep their size; every other creature gets -2/-2
    In the case where you can't choose a creature an opponent controls for Zenos's first ability (probably
    because your opponents control no creatures), other creatures will still get -2/-2 until end of turn when
    Zenos's first ability resolves. Wording as recorded by one source only (not corroborated). The boundary:
    with a creature to choose, it is spared.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Zenos yae Galvus in her hand
    And Alice has {B}{B}{B}{B}{B} in her mana pool
    And Alice controls Sazh's Chocobo (with 2 +1/+1 counters)
    And Bob controls Gladecover Scout and Isamaru, Hound of Konda (with 2 +1/+1 counters)
    And Alice will choose Gladecover Scout as the chosen creature
    When Alice casts Zenos yae Galvus from her hand
    And all players pass priority until the stack is empty
    Then Gladecover Scout is 1/1
    And Isamaru, Hound of Konda is 2/2
    And Sazh's Chocobo is 0/1
    And Zenos yae Galvus is 4/4
